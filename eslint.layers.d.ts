import type { Linter } from 'eslint';

/** The import boundaries between src/'s folders (eslint.layers.js). */
export declare const layerRules: Linter.Config[];
