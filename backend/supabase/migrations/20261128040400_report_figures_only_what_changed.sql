-- A stage move rewrote an application's share of the kept report figures whole: taken away and
-- added back, three to twelve upserts, nearly all of which cancel out (a move between two stages
-- the application had already reached changes one stage time and no funnel count). It now writes
-- only the counts that change, so a move does less work and waits less for other moves of the same
-- company, whose daily rows it shares. An application that changes company, job, day, source or
-- vendor still moves its whole share.
create or replace function private.report_aggregates_on_facts()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_day date;
  v_delta integer[];
begin
  if tg_op = 'UPDATE'
     and (old.company_id, old.job_id, old.applied_at, old.source, old.vendor_id)
         is not distinct from (new.company_id, new.job_id, new.applied_at, new.source, new.vendor_id) then
    v_day := (new.applied_at at time zone 'UTC')::date;
    -- funnel stages 2-5: reached now minus reached before
    v_delta := array[(new.furthest >= 2)::int - (old.furthest >= 2)::int, (new.furthest >= 3)::int - (old.furthest >= 3)::int,
                     (new.furthest >= 4)::int - (old.furthest >= 4)::int, (new.furthest >= 5)::int - (old.furthest >= 5)::int];
    if v_delta <> array[0, 0, 0, 0] then
      update private.report_company_daily d set
        reviewing = d.reviewing + v_delta[1], interview = d.interview + v_delta[2],
        offered = d.offered + v_delta[3], hired = d.hired + v_delta[4]
      where d.company_id = new.company_id and d.day = v_day and d.source = new.source
        and d.vendor_id is not distinct from new.vendor_id;
      update private.report_job_daily d set
        reviewing = d.reviewing + v_delta[1], interview = d.interview + v_delta[2],
        offered = d.offered + v_delta[3], hired = d.hired + v_delta[4]
      where d.job_id = new.job_id and d.day = v_day;
    end if;
    insert into private.report_duration_counts as d (company_id, day, metric, vendor_id, tenths, n)
    select new.company_id, v_day, m.metric, new.vendor_id, c.tenths, c.n
    from (values (1::smallint, old.applied_secs, new.applied_secs), (2::smallint, old.reviewing_secs, new.reviewing_secs),
                 (3::smallint, old.interview_secs, new.interview_secs), (4::smallint, old.offered_secs, new.offered_secs),
                 (5::smallint, extract(epoch from old.hired_at - old.applied_at)::double precision,
                               extract(epoch from new.hired_at - new.applied_at)::double precision)) m (metric, before, after)
    cross join lateral (values (round(m.before / 8640)::int, -1), (round(m.after / 8640)::int, 1)) c (tenths, n)
    where round(m.before / 8640)::int is distinct from round(m.after / 8640)::int and c.tenths is not null
    on conflict (company_id, metric, day, vendor_id, tenths) do update set n = d.n + excluded.n;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.report_apply_facts(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.report_apply_facts(new, 1);
  end if;
  return null;
end;
$$;
