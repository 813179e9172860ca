import { answerDeadline, type AnswerRules } from './answer-deadline';

const ALL_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function rules(opens: string, closes: string): AnswerRules {
  return {
    opening: { weekly: ALL_DAY.map((day) => ({ day, opens, closes })), specialDays: [], timeZone: 'Europe/Paris' },
    acceptWithinMinutes: 10,
    leadMinutes: 20,
    daysAhead: 5,
  };
}

/** An instant written in Paris winter time (UTC+1). */
const paris = (dayAndTime: string) => new Date(`2026-12-${dayAndTime}:00+01:00`);

describe('the time the kitchen has to answer an order', () => {
  it('is the time to accept from now, for an order placed while open for as soon as possible', () => {
    expect(answerDeadline(rules('11:00', '23:00'), paris('01T19:00'), paris('01T19:30'))).toEqual(paris('01T19:10'));
  });

  it('runs from the opening, for an order placed while the shop is closed', () => {
    // Paid at 01:54 for an evening pickup: the kitchen opens at 11:00, and the order's prep starts at 19:10 anyway.
    expect(answerDeadline(rules('11:00', '23:00'), paris('02T01:54'), paris('02T19:30'))).toEqual(paris('02T19:10'));
    // For a time right after the opening, the time to accept from the opening decides.
    expect(answerDeadline(rules('11:00', '23:00'), paris('02T01:54'), paris('02T11:15'))).toEqual(paris('02T11:10'));
  });

  it('waits for the preparation to start, for an order placed long before its time in a shop open all day', () => {
    expect(answerDeadline(rules('00:00', '00:00'), paris('02T01:54'), paris('02T19:30'))).toEqual(paris('02T19:10'));
  });

  it('counts from the next day when the shop has closed for the night', () => {
    expect(answerDeadline(rules('11:00', '23:00'), paris('02T23:30'), paris('03T12:00'))).toEqual(paris('03T11:40'));
  });

  it('is the time to accept for an order without a promised time', () => {
    expect(answerDeadline(rules('11:00', '23:00'), paris('02T12:00'), null)).toEqual(paris('02T12:10'));
  });
});
