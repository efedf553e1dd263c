/** The limits of a booking period; the API's config supplies them (`spots` section). */
export interface BookingRules {
  /** How far ahead a booking may end, in days from now. */
  horizonDays: number;
  /** How far in the past a booking may start, in minutes, so the hour already under way can still be booked. */
  pastGraceMinutes: number;
  /** The shortest hourly booking, in minutes. */
  hourlyMinMinutes: number;
  /** Hourly bookings start and end on multiples of this many minutes of the spot's clock. */
  hourlyStepMinutes: number;
}

export const DEFAULT_BOOKING_RULES: BookingRules = {
  horizonDays: 365,
  pastGraceMinutes: 60,
  hourlyMinMinutes: 60,
  hourlyStepMinutes: 15,
};

/** A booking line's period as the cart carries it: ISO 8601 instants, half-open `[from, to)`. */
export interface BookingPeriod {
  from: string;
  to: string;
  isMonthly: boolean;
}
