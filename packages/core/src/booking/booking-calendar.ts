/**
 * A booking as an iCalendar file (RFC 5545) for "Add to calendar". The event's start and end are UTC instants
 * (`DTSTART:20261129T150000Z`), which every calendar converts to its owner's clock; the spot's own local period is
 * in the description, so a driver from another zone still reads the car park's time. Lines end with CRLF, are folded
 * at 75 octets and text values are escaped, as the RFC requires.
 */
export interface BookingCalendarEvent {
  /** Globally unique: `<booking id>@<shop host>`. */
  uid: string;
  fromMs: number;
  toMs: number;
  /** When the file was made (`DTSTAMP`). */
  stampMs: number;
  summary: string;
  description: string;
  location?: string;
  /** A link back to the booking. */
  url?: string;
}

const CRLF = '\r\n';

/** `20261129T150000Z`: an instant in UTC, the form-2 DATE-TIME of RFC 5545 section 3.3.5. */
export function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** A TEXT value (section 3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded (section 3.1): no line longer than 75 octets, each continuation starting with a space, and
 * a character never split across two lines (its UTF-8 octets stay together).
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line may hold 75 octets; a continuation line 74 after its leading space.
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The whole `.ics` text of one event, CRLF-terminated. */
export function bookingCalendar(event: BookingCalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Storefront//Parking bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsUtc(event.stampMs)}`,
    `DTSTART:${icsUtc(event.fromMs)}`,
    `DTEND:${icsUtc(event.toMs)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    // A URI value is not TEXT: it is written as it is (section 3.3.13).
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
