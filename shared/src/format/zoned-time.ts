// Interview times are chosen as a wall-clock date and time in a named time zone and stored as an
// instant; these helpers convert between the two with the browser's own time zone data.

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, format);
  }
  return format;
}

/** True for an IANA time zone name the browser knows, e.g. 'Europe/Berlin'. */
export function isTimeZone(value: string): boolean {
  if (!value) return false;
  try {
    formatFor(value);
    return true;
  } catch {
    return false;
  }
}

/** The browser's own time zone, the default of a new interview. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every time zone the browser knows, for pickers. */
export function timeZoneNames(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const names = supported ? supported('timeZone') : [];
  return names.includes('UTC') ? names : ['UTC', ...names];
}

/** The date ('2026-12-01') and time ('14:30') an instant shows on clocks in `timeZone`. */
export function zonedParts(
  instant: Date | string,
  timeZone: string,
): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

function offsetAt(utcMs: number, timeZone: string): number {
  const { date, time } = zonedParts(new Date(utcMs), timeZone);
  const seconds = new Date(utcMs).getUTCSeconds();
  return Date.parse(`${date}T${time}:${String(seconds).padStart(2, '0')}Z`) - utcMs;
}

/** The instant when clocks in `timeZone` show `date` ('2026-12-01') at `time` ('14:30'). */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const first = wall - offsetAt(wall, timeZone);
  // A second pass settles times near a daylight-saving change.
  return new Date(wall - offsetAt(first, timeZone));
}

/** 'Tue, Dec 1, 2026, 3:00 PM (Europe/Berlin)' */
export function formatInTimeZone(instant: Date | string, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
  return `${when} (${timeZone})`;
}
