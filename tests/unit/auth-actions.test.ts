import { expect, it } from 'vitest';
import { failureDescription } from '../../src/auth/auth-actions';

it.each<[unknown, string]>([
  [new Error('Invalid login credentials'), 'Invalid login credentials'],
  [{ message: 'Email rate limit exceeded', status: 429 }, 'Email rate limit exceeded'],
  ['Network down', 'Network down'],
  [new Error(''), 'Something went wrong'],
  [new Error('   '), 'Something went wrong'],
  // supabase-js's message for a 502/503/504 gateway answer: the serialised Response.
  [new Error('{}'), 'Something went wrong'],
  [{ status: 500 }, 'Something went wrong'],
  [null, 'Something went wrong'],
  [undefined, 'Something went wrong'],
])('describes %o as %j', (error, description) => {
  expect(failureDescription(error)).toBe(description);
});
