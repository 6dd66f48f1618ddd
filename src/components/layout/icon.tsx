import type { SVGProps } from 'react';

/**
 * The few line icons the shell uses, drawn inline (24x24, 2px strokes) so no icon library ships
 * to visitors. Names in content/navigation.yaml refer to the first group. The footer's icons are
 * its own (./site-footer-content.tsx): the browser keeps the footer's markup and never needs them.
 */
const PATHS = {
  home: 'M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM12 16v-5M12 8h.01',
  users:
    'M16 20v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM22 20v-2a4 4 0 0 0-3-3.9M16 2.1a4 4 0 0 1 0 7.8',
  'graduation-cap': 'M22 9 12 4 2 9l10 5 10-5ZM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6',
  newspaper: 'M4 4h13v16H6a2 2 0 0 1-2-2V4ZM17 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h5',
  'file-text': 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6ZM14 2v6h6M8 13h8M8 17h8',
  mail: 'M3 5h18v14H3V5ZM3 6l9 7 9-7',
  'chevron-down': 'm6 9 6 6 6-6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M18 6 6 18M6 6l12 12',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM21 21l-4.3-4.3',
} as const;

export type IconName = keyof typeof PATHS;

type SvgProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export interface IconProps extends SvgProps {
  name: IconName;
}

/** A decorative icon: hidden from assistive technology, so give its control a text label. */
export function Icon({ name, ...rest }: IconProps) {
  return <LineIcon path={PATHS[name]} {...rest} />;
}

/** A decorative line icon drawn from one SVG path (24x24 box), in the style of every icon above. */
export function LineIcon({ path, className, ...rest }: SvgProps & { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-5'}
      {...rest}
    >
      <path d={path} />
    </svg>
  );
}
