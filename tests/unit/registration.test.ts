import { describe, expect, it } from 'vitest';
import { isInProgress, registrationState } from '../../src/lib/registration';

const training = { date: '2027-03-10', endDate: '2027-03-11', registrationDeadline: '2027-03-03' };

describe('registrationState', () => {
  it('is open up to and including the deadline day', () => {
    expect(registrationState(training, '2027-02-01')).toEqual({ state: 'open' });
    expect(registrationState(training, '2027-03-03')).toEqual({ state: 'open' });
  });

  it('closes the day after the deadline, naming it', () => {
    expect(registrationState(training, '2027-03-04')).toEqual({
      state: 'closed',
      reason: 'deadline',
      deadline: '2027-03-03',
    });
  });

  it('closes once the training has started, with or without a deadline', () => {
    const { registrationDeadline: _deadline, ...noDeadline } = training;
    expect(registrationState(noDeadline, '2027-03-09')).toEqual({ state: 'open' });
    expect(registrationState(noDeadline, '2027-03-10')).toEqual({ state: 'closed', reason: 'started' });
    expect(registrationState(noDeadline, '2027-03-11')).toMatchObject({ state: 'closed' });
  });

  it('is in progress, not closed by its deadline, from the first day to the last', () => {
    for (const day of ['2027-03-10', '2027-03-11']) {
      expect(registrationState(training, day)).toEqual({
        state: 'closed',
        reason: 'started',
        deadline: '2027-03-03',
      });
      expect(isInProgress(training, day)).toBe(true);
    }
    expect(isInProgress(training, '2027-03-09')).toBe(false);
    expect(isInProgress(training, '2027-03-12')).toBe(false);
  });

  it('is completed after the last day', () => {
    expect(registrationState(training, '2027-03-12')).toEqual({ state: 'completed' });
  });
});
