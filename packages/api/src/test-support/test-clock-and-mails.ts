import type { Mailer, OutgoingMail } from '../mail/mailer.js';

/**
 * What the test starters of a real API hand it and the test: a clock that stands still until the test moves it
 * (`advance`), and a mailer that records each mail in `mails` instead of sending it.
 */
export function testClockAndMails(start: number) {
  let clock = start;
  const mails: OutgoingMail[] = [];
  const recordingMailer: Mailer = {
    send: async (mail) => {
      mails.push(mail);
    },
  };
  return {
    now: () => clock,
    advance: (ms: number) => {
      clock += ms;
    },
    mails,
    recordingMailer,
  };
}
