/** Route loaders for the About pages (build only; see loaders/page.server.ts). */
import type { AboutContent, CoreValue } from '../content/schemas/about';
import type { Page } from '../content/schemas/page';
import type { AdvisoryMember, BoardMember, SecretariatMember } from '../content/schemas/people';
import type { WithPhoto } from '../lib/images';
import { withPhoto } from './images.server';
import { loadPage, type Loaders } from './page.server';

export interface VisionMissionData {
  page: Page;
  coreValuesTitle: string;
  coreValues: CoreValue[];
}

export interface BylawsData {
  page: Page;
  bylaws: AboutContent['bylaws'];
}

export interface PeopleData<Member extends { image?: string }> {
  page: Page;
  /** The people in the order of the content file, each with the photo the build processed. */
  members: Array<WithPhoto<Member>>;
}

export interface BoardData extends PeopleData<BoardMember> {
  /** Term of the Board, e.g. 2025-2026. */
  term: string;
}

/** This module's loaders, by the path of their row in the page table (src/site-pages.ts). */
export const loaders = {
  '/about/vision-mission': async (): Promise<VisionMissionData> => {
    const { about } = await import('#generated/about');
    return {
      page: await loadPage('/about/vision-mission'),
      coreValuesTitle: about.coreValuesTitle,
      coreValues: about.coreValues,
    };
  },
  '/about/bylaws': async (): Promise<BylawsData> => {
    const { about } = await import('#generated/about');
    return { page: await loadPage('/about/bylaws'), bylaws: about.bylaws };
  },
  '/about/advisory-council': async (): Promise<PeopleData<AdvisoryMember>> => {
    const { advisoryCouncil } = await import('#generated/advisory-council');
    return {
      page: await loadPage('/about/advisory-council'),
      members: await Promise.all(advisoryCouncil.members.map(withPhoto)),
    };
  },
  '/about/board-directors': async (): Promise<BoardData> => {
    const { board } = await import('#generated/board-of-directors');
    return {
      page: await loadPage('/about/board-directors'),
      term: board.term,
      members: await Promise.all(board.members.map(withPhoto)),
    };
  },
  '/about/secretariat': async (): Promise<PeopleData<SecretariatMember>> => {
    const { secretariat } = await import('#generated/secretariat');
    return {
      page: await loadPage('/about/secretariat'),
      members: await Promise.all(secretariat.members.map(withPhoto)),
    };
  },
} satisfies Loaders;
