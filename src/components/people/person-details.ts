/** The text lines of a person card, without the blank fields editors left out or left empty. */
import type { BoardMember } from '../../content/schemas/people';

/** Present, non-blank values only, trimmed. */
export function filled(values: ReadonlyArray<string | undefined>): string[] {
  return values.map((value) => value?.trim() ?? '').filter((value) => value !== '');
}

export interface BoardCardText {
  /** Name followed by credentials when there are any: "Maria Reyes, CPA, CIA". */
  heading: string;
  /** Position in the Board. */
  position: string;
  /** Title, department and organization: the ones that are filled in, in that order. */
  details: string[];
}

export function boardCardText(member: BoardMember): BoardCardText {
  return {
    heading: filled([member.name, member.credentials]).join(', '),
    position: member.position.trim(),
    details: filled([member.title, member.department, member.organization]),
  };
}

/**
 * A Board position that makes its holder a director rather than an officer: the plain seats
 * ("Board Member", "Director") and the ex-officio seat of the immediate past president.
 */
const DIRECTOR_SEAT = /^(board member|director)$|ex-officio/i;

export interface BoardGroups<T> {
  /** President, vice-presidents, secretary, treasurer, auditor, PRO and their assistants. */
  officers: T[];
  /** The other members of the Board. */
  directors: T[];
}

/** The Board split into its officers and its other directors, each in the order of the file. */
export function boardGroups<T extends Pick<BoardMember, 'position'>>(members: readonly T[]): BoardGroups<T> {
  const directors = members.filter((member) => DIRECTOR_SEAT.test(member.position.trim()));
  return { officers: members.filter((member) => !directors.includes(member)), directors };
}

/** Calendar-year ranges for people: "1959-1965" becomes "1959–1965", several are joined by commas. */
export function formatYears(years: readonly string[]): string {
  return years.map((range) => range.replace('-', '–')).join(', ');
}
