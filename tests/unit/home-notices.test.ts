import { describe, expect, it } from 'vitest';
import { currentNotices, noticesNotOver } from '../../src/lib/notices';

const renewal = { title: 'Renew for 2027', from: '2026-12-01', until: '2027-03-31' };
const nominations = { title: 'Nominations', from: '2027-09-01', until: '2027-09-30' };

describe('the home page notices', () => {
  it('are current from their first to their last day, both included', () => {
    expect(currentNotices([renewal, nominations], '2026-11-30')).toEqual([]);
    expect(currentNotices([renewal, nominations], '2026-12-01')).toEqual([renewal]);
    expect(currentNotices([renewal, nominations], '2027-03-31')).toEqual([renewal]);
    expect(currentNotices([renewal, nominations], '2027-04-01')).toEqual([]);
    expect(currentNotices(undefined, '2027-04-01')).toEqual([]);
  });

  it('reach the page while they are not over, so the browser can show them on their day', () => {
    expect(noticesNotOver([renewal, nominations], '2026-11-22')).toEqual([renewal, nominations]);
    expect(noticesNotOver([renewal, nominations], '2027-04-01')).toEqual([nominations]);
  });
});

describe('a notice in home.yaml', () => {
  it('must end on or after the day it starts', async () => {
    const { NoticeSchema } = await import('../../src/content/schemas/home');
    const result = NoticeSchema.safeParse({
      title: 'Renew',
      text: 'Renew now.',
      from: '2027-03-31',
      until: '2027-03-01',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['until', 'must be on or after from (2027-03-31)'],
    ]);
  });
});
