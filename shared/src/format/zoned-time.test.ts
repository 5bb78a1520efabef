import {
  formatInTimeZone,
  isTimeZone,
  timeZoneNames,
  zonedParts,
  zonedTimeToInstant,
} from './zoned-time';

describe('zoned interview times', () => {
  it('reads a wall-clock time in its zone, summer and winter', () => {
    expect(zonedTimeToInstant('2030-07-01', '09:00', 'America/New_York').toISOString()).toBe(
      '2030-07-01T13:00:00.000Z',
    );
    expect(zonedTimeToInstant('2030-01-15', '09:00', 'America/New_York').toISOString()).toBe(
      '2030-01-15T14:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-12-01', '15:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-12-01', '15:00', 'UTC').toISOString()).toBe(
      '2026-12-01T15:00:00.000Z',
    );
  });

  it('shows an instant back as the date and time of its zone', () => {
    expect(zonedParts('2030-07-01T13:00:00Z', 'America/New_York')).toEqual({
      date: '2030-07-01',
      time: '09:00',
    });
    expect(zonedParts('2026-12-31T23:30:00Z', 'Asia/Tokyo')).toEqual({
      date: '2027-01-01',
      time: '08:30',
    });
  });

  it('formats with the zone named', () => {
    expect(formatInTimeZone('2026-12-01T14:00:00Z', 'Europe/Berlin')).toBe(
      'Tue, Dec 1, 2026, 3:00 PM (Europe/Berlin)',
    );
  });

  it('knows real zones only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(timeZoneNames()).toEqual(expect.arrayContaining(['UTC', 'Europe/Berlin']));
  });
});
