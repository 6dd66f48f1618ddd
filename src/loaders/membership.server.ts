/** Route loaders for the membership pages (build only; see loaders/page.server.ts). */
import type { Benefit, Dues, MembershipContent } from '../content/schemas/membership';
import type { Page } from '../content/schemas/page';
import { loadPage, type Loaders } from './page.server';

/** /membership: its prose page, with the "Become a member" button in its header and the dues. */
export interface MembershipOverviewData {
  page: Page;
  joinLabel: string;
  dues: Dues[];
  /** The year the dues are for (membership.yaml `duesYear`), when the content names it. */
  duesYear?: number;
}

export interface WhyJoinData {
  page: Page;
  benefits: Benefit[];
  joinLabel: string;
}

export interface HowToJoinData {
  page: Page;
  application: MembershipContent['application'];
  dues: Dues[];
  /** The year the dues are for (membership.yaml `duesYear`), when the content names it. */
  duesYear?: number;
}

export interface GuidelinesData {
  page: Page;
  dues: Dues[];
  /** The year the dues are for (membership.yaml `duesYear`), when the content names it. */
  duesYear?: number;
  joinLabel: string;
}

export interface CodeOfEthicsData {
  page: Page;
  ethics: MembershipContent['ethics'];
}

/** This module's loaders, by the path of their row in the page table (src/site-pages.ts). */
export const loaders = {
  '/membership': async (): Promise<MembershipOverviewData> => {
    const { membership } = await import('#generated/membership');
    return {
      page: await loadPage('/membership'),
      joinLabel: membership.joinLabel,
      dues: membership.dues,
      duesYear: membership.duesYear,
    };
  },
  '/membership/why-join': async (): Promise<WhyJoinData> => {
    const { membership } = await import('#generated/membership');
    return {
      page: await loadPage('/membership/why-join'),
      benefits: membership.benefits,
      joinLabel: membership.joinLabel,
    };
  },
  '/membership/how-to-join': async (): Promise<HowToJoinData> => {
    const { membership } = await import('#generated/membership');
    return {
      page: await loadPage('/membership/how-to-join'),
      application: membership.application,
      dues: membership.dues,
      duesYear: membership.duesYear,
    };
  },
  '/membership/guidelines': async (): Promise<GuidelinesData> => {
    const { membership } = await import('#generated/membership');
    return {
      page: await loadPage('/membership/guidelines'),
      dues: membership.dues,
      duesYear: membership.duesYear,
      joinLabel: membership.joinLabel,
    };
  },
  '/membership/code-of-ethics': async (): Promise<CodeOfEthicsData> => {
    const { membership } = await import('#generated/membership');
    return { page: await loadPage('/membership/code-of-ethics'), ethics: membership.ethics };
  },
} satisfies Loaders;
