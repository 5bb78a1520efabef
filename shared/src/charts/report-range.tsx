import { Button, theme } from 'antd';
import { useState } from 'react';
import { z } from 'zod';

/** A range of days (UTC, both included) as `YYYY-MM-DD`. */
export interface ReportRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 731;

/** The same rules the report functions apply on the server, with the same words. */
export const reportRangeSchema = z
  .object({
    from: z.string().regex(DAY, 'Choose a start and an end date'),
    to: z.string().regex(DAY, 'Choose a start and an end date'),
  })
  .refine((r) => r.from <= r.to, 'The "from" date must be on or before the "to" date')
  .refine(
    (r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 <= MAX_DAYS,
    'Choose a range of at most two years',
  );

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` days up to today (UTC). */
export function lastDays(days: number, today = new Date()): ReportRange {
  const from = new Date(today);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: isoDay(from), to: isoDay(today) };
}

/** From and to dates, applied together; a range the server would refuse is explained here first. */
export function ReportRangeForm({
  value,
  onChange,
}: {
  value: ReportRange;
  onChange: (next: ReportRange) => void;
}) {
  const { token } = theme.useToken();
  const [draft, setDraft] = useState<ReportRange>(value);
  const [problem, setProblem] = useState<string | null>(null);
  const input: React.CSSProperties = {
    marginLeft: 6,
    padding: '3px 6px',
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: token.colorBgContainer,
    color: token.colorText,
  };

  function apply(next: ReportRange) {
    const parsed = reportRangeSchema.safeParse(next);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the dates');
      return;
    }
    setProblem(null);
    setDraft(parsed.data);
    onChange(parsed.data);
  }

  return (
    <form
      aria-label="Date range"
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <label>
          From
          <input
            type="date"
            style={input}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            style={input}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <Button type="primary" htmlType="submit">
          Apply
        </Button>
        <Button onClick={() => apply(lastDays(30))}>Last 30 days</Button>
        <Button onClick={() => apply(lastDays(90))}>Last 90 days</Button>
        <Button onClick={() => apply(lastDays(365))}>Last 12 months</Button>
      </div>
      {problem && (
        <div role="alert" style={{ color: token.colorError, marginTop: 4 }}>
          {problem}
        </div>
      )}
    </form>
  );
}
