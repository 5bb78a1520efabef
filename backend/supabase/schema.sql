-- The database schema: every object the migrations create, read from a freshly migrated
-- database's catalogs and sorted by name (a listing to read and diff, not a script to run).
-- Written by `npm run db:schema`; the database tests fail when it is out of date.

-- default privileges for postgres in all schemas on f
postgres=X/postgres

-- default privileges for postgres in public on f
authenticated=X/postgres, service_role=X/postgres

-- default privileges for postgres in public on r
authenticated=arwdDxtm/postgres, service_role=arwdDxtm/postgres

-- extension pg_trgm
in schema extensions

-- role setting * in this database
search_path="$user", public, extensions

-- role setting anon
search_path="$user", public, extensions
statement_timeout=3s

-- role setting authenticated
search_path="$user", public, extensions
statement_timeout=8s

-- role setting authenticator
pgrst.db_pre_request=private.check_token_session
search_path="$user", public, extensions
statement_timeout=8s

-- role setting service_role
search_path="$user", public, extensions

-- schema audit
owner postgres
acl postgres=UC/postgres

-- schema private
owner postgres
acl anon=U/postgres, authenticated=U/postgres, postgres=UC/postgres, service_role=U/postgres

-- table audit.chain_heads
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 chain text not null acl 
column 2 seq bigint not null default 0 acl 
column 3 hash text not null default repeat('0'::text, 64) acl

-- constraint audit.chain_heads chain_heads_pkey
PRIMARY KEY (chain)

-- index audit.chain_heads_pkey on audit.chain_heads
CREATE UNIQUE INDEX chain_heads_pkey ON audit.chain_heads USING btree (chain)

-- table audit.entries
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 id bigint not null identity a acl 
column 2 chain text not null acl 
column 3 seq bigint not null acl 
column 4 occurred_at timestamp with time zone not null acl 
column 5 actor_id uuid acl 
column 6 action text not null acl 
column 7 target_type text acl 
column 8 target_id text acl 
column 9 company_id uuid acl 
column 10 details jsonb not null default '{}'::jsonb acl 
column 11 prev_hash text not null acl 
column 12 hash text not null acl

-- constraint audit.entries entries_chain_seq_key
UNIQUE (chain, seq)

-- constraint audit.entries entries_pkey
PRIMARY KEY (id)

-- index audit.entries_action_idx on audit.entries
CREATE INDEX entries_action_idx ON audit.entries USING btree (action, id DESC)

-- index audit.entries_actor_idx on audit.entries
CREATE INDEX entries_actor_idx ON audit.entries USING btree (actor_id, id DESC) WHERE (actor_id IS NOT NULL)

-- index audit.entries_chain_seq_key on audit.entries
CREATE UNIQUE INDEX entries_chain_seq_key ON audit.entries USING btree (chain, seq)

-- index audit.entries_company_idx on audit.entries
CREATE INDEX entries_company_idx ON audit.entries USING btree (company_id, id DESC) WHERE (company_id IS NOT NULL)

-- index audit.entries_occurred_at_idx on audit.entries
CREATE INDEX entries_occurred_at_idx ON audit.entries USING btree (occurred_at DESC)

-- index audit.entries_pkey on audit.entries
CREATE UNIQUE INDEX entries_pkey ON audit.entries USING btree (id)

-- index audit.entries_target_idx on audit.entries
CREATE INDEX entries_target_idx ON audit.entries USING btree (target_id, action) WHERE (target_id IS NOT NULL)

-- trigger audit.entries entries_append_only
CREATE TRIGGER entries_append_only BEFORE DELETE OR UPDATE ON audit.entries FOR EACH ROW EXECUTE FUNCTION audit.refuse_change()

-- trigger audit.entries entries_no_truncate
CREATE TRIGGER entries_no_truncate BEFORE TRUNCATE ON audit.entries FOR EACH STATEMENT EXECUTE FUNCTION audit.refuse_change()

-- sequence audit.entries_id_seq
owner postgres
sequence bigint start 1 increment 1 min 1 max 9223372036854775807 cache 1
owned by audit.entries.id
replica identity n
acl 
column 1 last_value bigint not null acl 
column 2 log_cnt bigint not null acl 
column 3 is_called boolean not null acl

-- constraint auth.audit_log_entries audit_auth_events
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- trigger auth.audit_log_entries audit_auth_events
CREATE CONSTRAINT TRIGGER audit_auth_events AFTER INSERT ON auth.audit_log_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.audit_auth_event()

-- constraint auth.users audit_user_ban
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- trigger auth.users audit_user_ban
CREATE CONSTRAINT TRIGGER audit_user_ban AFTER UPDATE OF banned_until ON auth.users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.audit_user_ban()

-- trigger auth.users mark_vendor_member_joined
CREATE TRIGGER mark_vendor_member_joined AFTER UPDATE OF last_sign_in_at ON auth.users FOR EACH ROW WHEN (old.last_sign_in_at IS NULL AND new.last_sign_in_at IS NOT NULL) EXECUTE FUNCTION private.mark_vendor_member_joined()

-- trigger auth.users on_auth_user_created
CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.handle_new_user()

-- trigger auth.users profiles_email_follows_account
CREATE TRIGGER profiles_email_follows_account AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN (old.email::text IS DISTINCT FROM new.email::text AND new.email IS NOT NULL) EXECUTE FUNCTION private.sync_profile_email()

-- trigger auth.users record_signup_consent
CREATE TRIGGER record_signup_consent AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.record_signup_consent()

-- trigger auth.users users_match_list
CREATE TRIGGER users_match_list AFTER UPDATE OF last_sign_in_at ON auth.users FOR EACH ROW WHEN (new.last_sign_in_at IS DISTINCT FROM old.last_sign_in_at) EXECUTE FUNCTION private.match_list_on_sign_in()

-- table private.application_merges
owner postgres
row level security enabled
acl 
column 1 id bigint not null identity a acl 
column 2 job_id uuid not null acl 
column 3 person_id uuid not null acl 
column 4 kept_application_id uuid not null acl 
column 5 closed_application_id uuid not null acl 
column 6 closed_source text not null acl 
column 7 closed_vendor_id uuid acl 
column 8 status_before text not null acl 
column 9 merged_at timestamp with time zone not null default now() acl

-- constraint private.application_merges application_merges_pkey
PRIMARY KEY (id)

-- index private.application_merges_pkey on private.application_merges
CREATE UNIQUE INDEX application_merges_pkey ON private.application_merges USING btree (id)

-- sequence private.application_merges_id_seq
owner postgres
sequence bigint start 1 increment 1 min 1 max 9223372036854775807 cache 1
owned by private.application_merges.id
replica identity n
acl 
column 1 last_value bigint not null acl 
column 2 log_cnt bigint not null acl 
column 3 is_called boolean not null acl

-- table private.application_report_facts
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 application_id uuid not null acl 
column 2 company_id uuid not null acl 
column 3 job_id uuid not null acl 
column 4 applied_at timestamp with time zone not null acl 
column 5 source text not null acl 
column 6 vendor_id uuid acl 
column 7 status text not null acl 
column 8 status_since timestamp with time zone not null acl 
column 9 furthest smallint not null default 1 acl 
column 10 hired_at timestamp with time zone acl 
column 11 applied_secs double precision acl 
column 12 reviewing_secs double precision acl 
column 13 interview_secs double precision acl 
column 14 offered_secs double precision acl

-- constraint private.application_report_facts application_report_facts_application_id_fkey
FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE CASCADE

-- constraint private.application_report_facts application_report_facts_pkey
PRIMARY KEY (application_id)

-- index private.application_report_facts_company_idx on private.application_report_facts
CREATE INDEX application_report_facts_company_idx ON private.application_report_facts USING btree (company_id, applied_at) INCLUDE (job_id, source, vendor_id, furthest, hired_at, applied_secs, reviewing_secs, interview_secs, offered_secs)

-- index private.application_report_facts_job_idx on private.application_report_facts
CREATE INDEX application_report_facts_job_idx ON private.application_report_facts USING btree (job_id, applied_at)

-- index private.application_report_facts_pkey on private.application_report_facts
CREATE UNIQUE INDEX application_report_facts_pkey ON private.application_report_facts USING btree (application_id)

-- index private.application_report_facts_vendor_idx on private.application_report_facts
CREATE INDEX application_report_facts_vendor_idx ON private.application_report_facts USING btree (vendor_id, applied_at) WHERE (vendor_id IS NOT NULL)

-- trigger private.application_report_facts application_report_facts_aggregates_insert
CREATE TRIGGER application_report_facts_aggregates_insert AFTER INSERT OR DELETE ON private.application_report_facts FOR EACH ROW EXECUTE FUNCTION private.report_aggregates_on_facts()

-- trigger private.application_report_facts application_report_facts_aggregates_update
CREATE TRIGGER application_report_facts_aggregates_update AFTER UPDATE ON private.application_report_facts FOR EACH ROW WHEN (old.company_id IS DISTINCT FROM new.company_id OR old.job_id IS DISTINCT FROM new.job_id OR old.applied_at IS DISTINCT FROM new.applied_at OR old.source IS DISTINCT FROM new.source OR old.vendor_id IS DISTINCT FROM new.vendor_id OR old.furthest IS DISTINCT FROM new.furthest OR old.hired_at IS DISTINCT FROM new.hired_at OR old.applied_secs IS DISTINCT FROM new.applied_secs OR old.reviewing_secs IS DISTINCT FROM new.reviewing_secs OR old.interview_secs IS DISTINCT FROM new.interview_secs OR old.offered_secs IS DISTINCT FROM new.offered_secs) EXECUTE FUNCTION private.report_aggregates_on_facts()

-- table private.board_jobs
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 job_id uuid not null acl 
column 2 company_id uuid not null acl 
column 3 created_at timestamp with time zone not null acl 
column 4 expires_at timestamp with time zone acl 
column 5 job_type text acl 
column 6 experience_level text acl 
column 7 is_remote boolean not null acl 
column 8 salary_sort integer acl 
column 9 words tsvector not null acl 
column 10 location_words tsvector not null acl

-- constraint private.board_jobs board_jobs_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE CASCADE

-- constraint private.board_jobs board_jobs_pkey
PRIMARY KEY (job_id)

-- index private.board_jobs_company_id_idx on private.board_jobs
CREATE INDEX board_jobs_company_id_idx ON private.board_jobs USING btree (company_id)

-- index private.board_jobs_level_remote_idx on private.board_jobs
CREATE INDEX board_jobs_level_remote_idx ON private.board_jobs USING btree (experience_level, is_remote)

-- index private.board_jobs_location_words_idx on private.board_jobs
CREATE INDEX board_jobs_location_words_idx ON private.board_jobs USING gin (location_words)

-- index private.board_jobs_newest_idx on private.board_jobs
CREATE INDEX board_jobs_newest_idx ON private.board_jobs USING btree (created_at DESC, job_id DESC) INCLUDE (expires_at, job_type, experience_level, is_remote, salary_sort, company_id)

-- index private.board_jobs_pkey on private.board_jobs
CREATE UNIQUE INDEX board_jobs_pkey ON private.board_jobs USING btree (job_id)

-- index private.board_jobs_salary_idx on private.board_jobs
CREATE INDEX board_jobs_salary_idx ON private.board_jobs USING btree (salary_sort DESC NULLS LAST, created_at DESC, job_id DESC) INCLUDE (expires_at, job_type, experience_level, is_remote, company_id)

-- index private.board_jobs_words_idx on private.board_jobs
CREATE INDEX board_jobs_words_idx ON private.board_jobs USING gin (words)

-- table private.company_application_counts
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 company_id uuid not null acl 
column 2 applications integer not null acl

-- constraint private.company_application_counts company_application_counts_applications_check
CHECK ((applications >= 0))

-- constraint private.company_application_counts company_application_counts_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint private.company_application_counts company_application_counts_pkey
PRIMARY KEY (company_id)

-- index private.company_application_counts_pkey on private.company_application_counts
CREATE UNIQUE INDEX company_application_counts_pkey ON private.company_application_counts USING btree (company_id)

-- table private.job_application_counts
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 job_id uuid not null acl 
column 2 applications integer not null acl

-- constraint private.job_application_counts job_application_counts_applications_check
CHECK ((applications >= 0))

-- constraint private.job_application_counts job_application_counts_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE CASCADE

-- constraint private.job_application_counts job_application_counts_pkey
PRIMARY KEY (job_id)

-- index private.job_application_counts_pkey on private.job_application_counts
CREATE UNIQUE INDEX job_application_counts_pkey ON private.job_application_counts USING btree (job_id)

-- table private.job_stage_counts
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 job_id uuid not null acl 
column 2 status text not null acl 
column 3 slot integer not null acl 
column 4 total integer not null acl

-- constraint private.job_stage_counts job_stage_counts_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE CASCADE

-- constraint private.job_stage_counts job_stage_counts_pkey
PRIMARY KEY (job_id, status, slot)

-- index private.job_stage_counts_pkey on private.job_stage_counts
CREATE UNIQUE INDEX job_stage_counts_pkey ON private.job_stage_counts USING btree (job_id, status, slot)

-- view private.match_candidate_inputs
owner postgres
definition  SELECT c.id AS candidate_id,
    c.managing_company_id,
    c.created_by_vendor_id,
    COALESCE(ARRAY( SELECT private.skill_term(s.s) AS skill_term
           FROM unnest(c.skills) s(s)
          WHERE private.skill_term(s.s) IS NOT NULL), '{}'::text[]) AS skill_terms,
    private.skill_keys(c.skills) AS skill_keys,
    COALESCE(private.experience_rank(p.experience_level), private.experience_rank_of_years(c.experience_years)) AS level,
    COALESCE(NULLIF(ARRAY( SELECT DISTINCT private.place_term(l.l) AS place_term
           FROM unnest(p.locations) l(l)
          WHERE private.place_term(l.l) IS NOT NULL), '{}'::text[]), ARRAY( SELECT private.place_term(c.city) AS place_term
          WHERE private.place_term(c.city) IS NOT NULL)) AS locations,
    COALESCE(p.work_arrangement, 'any'::text) AS work_arrangement,
    COALESCE(p.job_types, '{}'::text[]) AS job_types,
    p.minimum_salary
   FROM public.candidates c
     LEFT JOIN public.candidate_preferences p ON p.candidate_id = c.id;
replica identity n
acl postgres=arwdDxtm/postgres
column 1 candidate_id uuid acl 
column 2 managing_company_id uuid acl 
column 3 created_by_vendor_id uuid acl 
column 4 skill_terms text[] acl 
column 5 skill_keys text[] acl 
column 6 level smallint acl 
column 7 locations text[] acl 
column 8 work_arrangement text acl 
column 9 job_types text[] acl 
column 10 minimum_salary integer acl

-- table private.match_candidate_jobs
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 candidate_id uuid not null acl 
column 2 job_id uuid not null acl 
column 3 score smallint not null acl 
column 4 job_created_at timestamp with time zone not null acl 
column 5 expires_at timestamp with time zone acl

-- constraint private.match_candidate_jobs match_candidate_jobs_candidate_id_fkey
FOREIGN KEY (candidate_id) REFERENCES public.candidates(id) ON UPDATE CASCADE ON DELETE CASCADE

-- constraint private.match_candidate_jobs match_candidate_jobs_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON UPDATE CASCADE ON DELETE CASCADE

-- constraint private.match_candidate_jobs match_candidate_jobs_pkey
PRIMARY KEY (candidate_id, job_id)

-- index private.match_candidate_jobs_expiry_idx on private.match_candidate_jobs
CREATE INDEX match_candidate_jobs_expiry_idx ON private.match_candidate_jobs USING btree (candidate_id, expires_at) INCLUDE (score) WHERE (expires_at IS NOT NULL)

-- index private.match_candidate_jobs_job_idx on private.match_candidate_jobs
CREATE INDEX match_candidate_jobs_job_idx ON private.match_candidate_jobs USING btree (job_id)

-- index private.match_candidate_jobs_pkey on private.match_candidate_jobs
CREATE UNIQUE INDEX match_candidate_jobs_pkey ON private.match_candidate_jobs USING btree (candidate_id, job_id)

-- index private.match_candidate_jobs_rank_idx on private.match_candidate_jobs
CREATE INDEX match_candidate_jobs_rank_idx ON private.match_candidate_jobs USING btree (candidate_id, score DESC, job_created_at DESC, job_id DESC) INCLUDE (expires_at)

-- table private.match_candidate_lists
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 candidate_id uuid not null acl 
column 2 refreshed_at timestamp with time zone acl 
column 3 score_counts integer[] not null default array_fill(0, ARRAY[101]) acl

-- constraint private.match_candidate_lists match_candidate_lists_candidate_id_fkey
FOREIGN KEY (candidate_id) REFERENCES public.candidates(id) ON UPDATE CASCADE ON DELETE CASCADE

-- constraint private.match_candidate_lists match_candidate_lists_pkey
PRIMARY KEY (candidate_id)

-- index private.match_candidate_lists_pkey on private.match_candidate_lists
CREATE UNIQUE INDEX match_candidate_lists_pkey ON private.match_candidate_lists USING btree (candidate_id)

-- table private.match_candidates
owner postgres
row level security disabled
acl 
column 1 candidate_id uuid not null acl 
column 2 managing_company_id uuid acl 
column 3 created_by_vendor_id uuid acl 
column 4 skill_terms text[] not null default '{}'::text[] acl 
column 5 skill_keys text[] not null default '{}'::text[] acl 
column 6 level smallint acl 
column 7 locations text[] not null default '{}'::text[] acl 
column 8 work_arrangement text not null default 'any'::text acl 
column 9 job_types text[] not null default '{}'::text[] acl 
column 10 minimum_salary integer acl

-- constraint private.match_candidates match_candidates_candidate_id_fkey
FOREIGN KEY (candidate_id) REFERENCES public.candidates(id) ON UPDATE CASCADE ON DELETE CASCADE

-- constraint private.match_candidates match_candidates_pkey
PRIMARY KEY (candidate_id)

-- index private.match_candidates_company_idx on private.match_candidates
CREATE INDEX match_candidates_company_idx ON private.match_candidates USING btree (managing_company_id)

-- index private.match_candidates_pkey on private.match_candidates
CREATE UNIQUE INDEX match_candidates_pkey ON private.match_candidates USING btree (candidate_id)

-- index private.match_candidates_skill_keys_idx on private.match_candidates
CREATE INDEX match_candidates_skill_keys_idx ON private.match_candidates USING gin (skill_keys)

-- index private.match_candidates_skill_terms_idx on private.match_candidates
CREATE INDEX match_candidates_skill_terms_idx ON private.match_candidates USING gin (skill_terms)

-- index private.match_candidates_vendor_idx on private.match_candidates
CREATE INDEX match_candidates_vendor_idx ON private.match_candidates USING btree (created_by_vendor_id)

-- trigger private.match_candidates match_candidates_queue_insert
CREATE TRIGGER match_candidates_queue_insert AFTER INSERT ON private.match_candidates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.match_inputs_changed()

-- trigger private.match_candidates match_candidates_queue_update
CREATE TRIGGER match_candidates_queue_update AFTER UPDATE ON private.match_candidates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.match_inputs_changed()

-- view private.match_job_inputs
owner postgres
definition  SELECT id AS job_id,
    COALESCE(ARRAY( SELECT private.skill_term(s.s) AS skill_term
           FROM unnest(j.skills_required) s(s)
          WHERE private.skill_term(s.s) IS NOT NULL), '{}'::text[]) AS required_terms,
    COALESCE(ARRAY( SELECT private.skill_term(s.s) AS skill_term
           FROM unnest(j.preferred_skills) s(s)
          WHERE private.skill_term(s.s) IS NOT NULL), '{}'::text[]) AS preferred_terms,
    private.skill_keys(skills_required) AS required_keys,
    COALESCE(ARRAY( SELECT k.k
           FROM unnest(private.skill_keys(j.preferred_skills)) k(k)
          WHERE k.k <> ALL (private.skill_keys(j.skills_required))), '{}'::text[]) AS preferred_keys,
    private.experience_rank(experience_level) AS level,
    COALESCE(ARRAY( SELECT DISTINCT private.place_term(l.l) AS place_term
           FROM unnest(ARRAY[j.location] || j.locations) l(l)
          WHERE private.place_term(l.l) IS NOT NULL AND private.place_term(l.l) !~~ 'remote%'::text), '{}'::text[]) AS locations,
    COALESCE(job_type = 'REMOTE'::text, false) OR (EXISTS ( SELECT 1
           FROM unnest(ARRAY[j.location] || j.locations) l(l)
          WHERE private.place_term(l.l) ~~ 'remote%'::text)) AS is_remote,
    job_type,
    COALESCE(salary_max, salary_min) AS salary_top
   FROM public.jobs j;
replica identity n
acl postgres=arwdDxtm/postgres
column 1 job_id uuid acl 
column 2 required_terms text[] acl 
column 3 preferred_terms text[] acl 
column 4 required_keys text[] acl 
column 5 preferred_keys text[] acl 
column 6 level smallint acl 
column 7 locations text[] acl 
column 8 is_remote boolean acl 
column 9 job_type text acl 
column 10 salary_top integer acl

-- table private.match_job_lists
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 job_id uuid not null acl 
column 2 refreshed_at timestamp with time zone not null acl

-- constraint private.match_job_lists match_job_lists_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON UPDATE CASCADE ON DELETE CASCADE

-- constraint private.match_job_lists match_job_lists_pkey
PRIMARY KEY (job_id)

-- index private.match_job_lists_pkey on private.match_job_lists
CREATE UNIQUE INDEX match_job_lists_pkey ON private.match_job_lists USING btree (job_id)

-- table private.match_job_suggestions
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 job_id uuid not null acl 
column 2 candidate_id uuid not null acl 
column 3 managing_company_id uuid acl 
column 4 score smallint not null acl 
column 5 summary text acl

-- constraint private.match_job_suggestions match_job_suggestions_candidate_id_fkey
FOREIGN KEY (candidate_id) REFERENCES public.candidates(id) ON UPDATE CASCADE ON DELETE CASCADE

-- constraint private.match_job_suggestions match_job_suggestions_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON UPDATE CASCADE ON DELETE CASCADE

-- constraint private.match_job_suggestions match_job_suggestions_pkey
PRIMARY KEY (job_id, candidate_id)

-- index private.match_job_suggestions_candidate_idx on private.match_job_suggestions
CREATE INDEX match_job_suggestions_candidate_idx ON private.match_job_suggestions USING btree (candidate_id)

-- index private.match_job_suggestions_pkey on private.match_job_suggestions
CREATE UNIQUE INDEX match_job_suggestions_pkey ON private.match_job_suggestions USING btree (job_id, candidate_id)

-- index private.match_job_suggestions_rank_idx on private.match_job_suggestions
CREATE INDEX match_job_suggestions_rank_idx ON private.match_job_suggestions USING btree (job_id, score DESC, candidate_id)

-- table private.match_jobs
owner postgres
row level security disabled
acl 
column 1 job_id uuid not null acl 
column 2 required_terms text[] not null default '{}'::text[] acl 
column 3 preferred_terms text[] not null default '{}'::text[] acl 
column 4 required_keys text[] not null default '{}'::text[] acl 
column 5 preferred_keys text[] not null default '{}'::text[] acl 
column 6 level smallint acl 
column 7 locations text[] not null default '{}'::text[] acl 
column 8 is_remote boolean not null default false acl 
column 9 job_type text acl 
column 10 salary_top integer acl

-- constraint private.match_jobs match_jobs_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON UPDATE CASCADE ON DELETE CASCADE

-- constraint private.match_jobs match_jobs_pkey
PRIMARY KEY (job_id)

-- index private.match_jobs_keys_idx on private.match_jobs
CREATE INDEX match_jobs_keys_idx ON private.match_jobs USING gin (((required_keys || preferred_keys)))

-- index private.match_jobs_pkey on private.match_jobs
CREATE UNIQUE INDEX match_jobs_pkey ON private.match_jobs USING btree (job_id)

-- index private.match_jobs_terms_idx on private.match_jobs
CREATE INDEX match_jobs_terms_idx ON private.match_jobs USING gin (((required_terms || preferred_terms)))

-- trigger private.match_jobs match_jobs_queue_insert
CREATE TRIGGER match_jobs_queue_insert AFTER INSERT ON private.match_jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.match_inputs_changed()

-- trigger private.match_jobs match_jobs_queue_update
CREATE TRIGGER match_jobs_queue_update AFTER UPDATE ON private.match_jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.match_inputs_changed()

-- table private.match_queue
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 kind text not null acl 
column 2 entity_id uuid not null acl 
column 3 queued_at timestamp with time zone not null default clock_timestamp() acl

-- constraint private.match_queue match_queue_kind_check
CHECK ((kind = ANY (ARRAY['job'::text, 'candidate'::text, 'company'::text, 'job_list'::text])))

-- constraint private.match_queue match_queue_pkey
PRIMARY KEY (kind, entity_id)

-- index private.match_queue_pkey on private.match_queue
CREATE UNIQUE INDEX match_queue_pkey ON private.match_queue USING btree (kind, entity_id)

-- index private.match_queue_queued_at_idx on private.match_queue
CREATE INDEX match_queue_queued_at_idx ON private.match_queue USING btree (queued_at)

-- view private.match_view
owner postgres
definition  SELECT j.job_id,
    c.candidate_id,
    j.required_keys || j.preferred_keys AS job_keys,
    c.skill_keys,
    c.managing_company_id,
    c.created_by_vendor_id,
    f.factors,
    f.factors[1] + f.factors[2] + f.factors[3] + f.factors[4] + f.factors[5] + f.factors[6] AS score
   FROM private.match_jobs j
     CROSS JOIN private.match_candidates c
     CROSS JOIN LATERAL ( SELECT ARRAY[
                CASE
                    WHEN cardinality(j.required_keys) = 0 THEN 0::numeric
                    WHEN NOT j.required_keys && c.skill_keys THEN 0::numeric
                    ELSE round(40.0 * (( SELECT count(*) AS count
                       FROM unnest(j.required_keys) k(k)
                      WHERE k.k = ANY (c.skill_keys)))::numeric / cardinality(j.required_keys)::numeric)
                END::smallint,
                CASE
                    WHEN cardinality(j.preferred_keys) = 0 THEN 5::numeric
                    WHEN NOT j.preferred_keys && c.skill_keys THEN 0::numeric
                    ELSE round(10.0 * (( SELECT count(*) AS count
                       FROM unnest(j.preferred_keys) k(k)
                      WHERE k.k = ANY (c.skill_keys)))::numeric / cardinality(j.preferred_keys)::numeric)
                END::smallint,
                CASE
                    WHEN j.level IS NULL OR c.level IS NULL THEN 8
                    ELSE (ARRAY[15, 8, 3, 0, 0])[abs(j.level - c.level) + 1]
                END::smallint,
                CASE
                    WHEN j.is_remote AND c.work_arrangement <> 'onsite'::text THEN 15
                    WHEN c.work_arrangement = 'remote'::text THEN 0
                    WHEN cardinality(c.locations) = 0 OR cardinality(j.locations) = 0 AND NOT j.is_remote THEN 8
                    WHEN j.locations && c.locations THEN 15
                    ELSE 0
                END::smallint,
                CASE
                    WHEN cardinality(c.job_types) = 0 THEN 10
                    WHEN j.job_type IS NULL THEN 5
                    WHEN j.job_type = ANY (c.job_types) THEN 10
                    ELSE 0
                END::smallint,
                CASE
                    WHEN c.minimum_salary IS NULL THEN 10
                    WHEN j.salary_top IS NULL THEN 5
                    WHEN j.salary_top >= c.minimum_salary THEN 10
                    WHEN j.salary_top::numeric >= (c.minimum_salary::numeric * 0.9) THEN 5
                    ELSE 0
                END::smallint] AS factors
         OFFSET 0) f;
replica identity n
acl postgres=arwdDxtm/postgres
column 1 job_id uuid acl 
column 2 candidate_id uuid acl 
column 3 job_keys text[] acl 
column 4 skill_keys text[] acl 
column 5 managing_company_id uuid acl 
column 6 created_by_vendor_id uuid acl 
column 7 factors smallint[] acl 
column 8 score smallint acl

-- table private.open_job_expiry_counts
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 expires_on date not null acl 
column 2 jobs integer not null acl

-- constraint private.open_job_expiry_counts open_job_expiry_counts_pkey
PRIMARY KEY (expires_on)

-- index private.open_job_expiry_counts_pkey on private.open_job_expiry_counts
CREATE UNIQUE INDEX open_job_expiry_counts_pkey ON private.open_job_expiry_counts USING btree (expires_on)

-- view private.open_jobs
owner postgres
definition  SELECT j.id,
    j.company_id,
    j.created_at,
    j.expires_at
   FROM public.jobs j
     JOIN public.companies c ON c.id = j.company_id
  WHERE c.is_approved AND (j.status = ANY (ARRAY['published'::text, 'open'::text, 'active'::text])) AND (j.expires_at IS NULL OR j.expires_at > now());
replica identity n
acl postgres=arwdDxtm/postgres
column 1 id uuid acl 
column 2 company_id uuid acl 
column 3 created_at timestamp with time zone acl 
column 4 expires_at timestamp with time zone acl

-- table private.report_activity_daily
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 job_id uuid not null acl 
column 2 actor_id uuid not null acl 
column 3 day date not null acl 
column 4 company_id uuid not null acl 
column 5 moves integer not null default 0 acl 
column 6 advanced integer not null default 0 acl 
column 7 rejected integer not null default 0 acl 
column 8 hired integer not null default 0 acl

-- constraint private.report_activity_daily report_activity_daily_actor_id_fkey
FOREIGN KEY (actor_id) REFERENCES auth.users(id) ON DELETE CASCADE

-- constraint private.report_activity_daily report_activity_daily_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE CASCADE

-- constraint private.report_activity_daily report_activity_daily_pkey
PRIMARY KEY (job_id, actor_id, day)

-- index private.report_activity_daily_actor_idx on private.report_activity_daily
CREATE INDEX report_activity_daily_actor_idx ON private.report_activity_daily USING btree (actor_id)

-- index private.report_activity_daily_company_idx on private.report_activity_daily
CREATE INDEX report_activity_daily_company_idx ON private.report_activity_daily USING btree (company_id, day)

-- index private.report_activity_daily_pkey on private.report_activity_daily
CREATE UNIQUE INDEX report_activity_daily_pkey ON private.report_activity_daily USING btree (job_id, actor_id, day)

-- table private.report_company_daily
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 company_id uuid not null acl 
column 2 day date not null acl 
column 3 source text not null acl 
column 4 vendor_id uuid acl 
column 5 applied integer not null default 0 acl 
column 6 reviewing integer not null default 0 acl 
column 7 interview integer not null default 0 acl 
column 8 offered integer not null default 0 acl 
column 9 hired integer not null default 0 acl

-- constraint private.report_company_daily report_company_daily_key
UNIQUE NULLS NOT DISTINCT (company_id, day, source, vendor_id)

-- index private.report_company_daily_key on private.report_company_daily
CREATE UNIQUE INDEX report_company_daily_key ON private.report_company_daily USING btree (company_id, day, source, vendor_id) NULLS NOT DISTINCT

-- table private.report_daily_counts
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 metric text not null acl 
column 2 day date not null acl 
column 3 shard smallint not null default 0 acl 
column 4 n integer not null default 0 acl

-- constraint private.report_daily_counts report_daily_counts_metric_check
CHECK ((metric = ANY (ARRAY['signup_candidate'::text, 'signup_company'::text, 'signup_admin'::text, 'company_registered'::text, 'company_approved'::text, 'job_posted'::text, 'application'::text])))

-- constraint private.report_daily_counts report_daily_counts_pkey
PRIMARY KEY (metric, day, shard)

-- constraint private.report_daily_counts report_daily_counts_shard_check
CHECK (((shard >= 0) AND (shard <= 15)))

-- index private.report_daily_counts_day_idx on private.report_daily_counts
CREATE INDEX report_daily_counts_day_idx ON private.report_daily_counts USING btree (day) INCLUDE (metric, n)

-- index private.report_daily_counts_pkey on private.report_daily_counts
CREATE UNIQUE INDEX report_daily_counts_pkey ON private.report_daily_counts USING btree (metric, day, shard)

-- table private.report_duration_counts
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 company_id uuid not null acl 
column 2 day date not null acl 
column 3 metric smallint not null acl 
column 4 vendor_id uuid acl 
column 5 tenths integer not null acl 
column 6 n integer not null default 0 acl

-- constraint private.report_duration_counts report_duration_counts_key
UNIQUE NULLS NOT DISTINCT (company_id, metric, day, vendor_id, tenths)

-- constraint private.report_duration_counts report_duration_counts_metric_check
CHECK (((metric >= 1) AND (metric <= 5)))

-- index private.report_duration_counts_key on private.report_duration_counts
CREATE UNIQUE INDEX report_duration_counts_key ON private.report_duration_counts USING btree (company_id, metric, day, vendor_id, tenths) NULLS NOT DISTINCT

-- table private.report_job_daily
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 job_id uuid not null acl 
column 2 day date not null acl 
column 3 company_id uuid not null acl 
column 4 applied integer not null default 0 acl 
column 5 reviewing integer not null default 0 acl 
column 6 interview integer not null default 0 acl 
column 7 offered integer not null default 0 acl 
column 8 hired integer not null default 0 acl

-- constraint private.report_job_daily report_job_daily_pkey
PRIMARY KEY (job_id, day)

-- index private.report_job_daily_company_idx on private.report_job_daily
CREATE INDEX report_job_daily_company_idx ON private.report_job_daily USING btree (company_id, day) INCLUDE (job_id, applied, reviewing, interview, offered, hired)

-- index private.report_job_daily_pkey on private.report_job_daily
CREATE UNIQUE INDEX report_job_daily_pkey ON private.report_job_daily USING btree (job_id, day)

-- table private.signing_keys
owner postgres
row level security disabled
acl postgres=arwdDxtm/postgres
column 1 purpose text not null acl 
column 2 key bytea not null acl

-- constraint private.signing_keys signing_keys_pkey
PRIMARY KEY (purpose)

-- index private.signing_keys_pkey on private.signing_keys
CREATE UNIQUE INDEX signing_keys_pkey ON private.signing_keys USING btree (purpose)

-- table private.skill_terms
owner postgres
row level security disabled
acl 
column 1 term text not null acl 
column 2 skill_id uuid not null acl

-- constraint private.skill_terms skill_terms_pkey
PRIMARY KEY (term)

-- constraint private.skill_terms skill_terms_skill_id_fkey
FOREIGN KEY (skill_id) REFERENCES public.skills(id) ON DELETE CASCADE

-- index private.skill_terms_pkey on private.skill_terms
CREATE UNIQUE INDEX skill_terms_pkey ON private.skill_terms USING btree (term)

-- index private.skill_terms_skill_id_idx on private.skill_terms
CREATE INDEX skill_terms_skill_id_idx ON private.skill_terms USING btree (skill_id)

-- table private.time_zone_names
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres
column 1 name text not null acl

-- constraint private.time_zone_names time_zone_names_pkey
PRIMARY KEY (name)

-- index private.time_zone_names_pkey on private.time_zone_names
CREATE UNIQUE INDEX time_zone_names_pkey ON private.time_zone_names USING btree (name)

-- table public.application_documents
owner postgres
row level security enabled
acl authenticated=r/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 application_id uuid not null acl 
column 2 document_id uuid not null acl

-- constraint public.application_documents application_documents_application_id_fkey
FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE CASCADE

-- constraint public.application_documents application_documents_document_id_fkey
FOREIGN KEY (document_id) REFERENCES public.submission_documents(id) ON DELETE CASCADE

-- constraint public.application_documents application_documents_pkey
PRIMARY KEY (application_id, document_id)

-- index public.application_documents_document_idx on public.application_documents
CREATE INDEX application_documents_document_idx ON public.application_documents USING btree (document_id)

-- index public.application_documents_pkey on public.application_documents
CREATE UNIQUE INDEX application_documents_pkey ON public.application_documents USING btree (application_id, document_id)

-- policy public.application_documents application_documents_select
permissive for select to authenticated
using (private.is_team_application(application_id) OR (document_id IN ( SELECT d.id
   FROM public.submission_documents d
  WHERE (d.vendor_id IN ( SELECT private.member_vendor_ids() AS member_vendor_ids)))) OR ( SELECT private.is_platform_admin() AS is_platform_admin))

-- table public.application_messages
owner postgres
row level security enabled
acl authenticated=r/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 application_id uuid not null acl 
column 3 stage text not null acl 
column 4 recipient text not null acl 
column 5 subject text not null acl 
column 6 body text not null acl 
column 7 sent_by uuid acl 
column 8 created_at timestamp with time zone not null default now() acl 
column 9 claimed_at timestamp with time zone acl 
column 10 sent_at timestamp with time zone acl

-- constraint public.application_messages application_messages_application_id_fkey
FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE CASCADE

-- constraint public.application_messages application_messages_pkey
PRIMARY KEY (id)

-- constraint public.application_messages application_messages_sent_by_fkey
FOREIGN KEY (sent_by) REFERENCES auth.users(id) ON DELETE SET NULL

-- index public.application_messages_application_idx on public.application_messages
CREATE INDEX application_messages_application_idx ON public.application_messages USING btree (application_id, created_at)

-- index public.application_messages_pkey on public.application_messages
CREATE UNIQUE INDEX application_messages_pkey ON public.application_messages USING btree (id)

-- index public.application_messages_sent_by_idx on public.application_messages
CREATE INDEX application_messages_sent_by_idx ON public.application_messages USING btree (sent_by)

-- index public.application_messages_unsent_idx on public.application_messages
CREATE INDEX application_messages_unsent_idx ON public.application_messages USING btree (created_at) WHERE (sent_at IS NULL)

-- policy public.application_messages application_messages_select
permissive for select to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR private.is_team_application(application_id))

-- table public.application_stage_history
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl authenticated=r/postgres
column 2 application_id uuid not null acl authenticated=r/postgres
column 3 from_status text acl authenticated=r/postgres
column 4 to_status text not null acl authenticated=r/postgres
column 5 actor_id uuid acl 
column 6 reason text acl 
column 7 created_at timestamp with time zone not null default now() acl authenticated=r/postgres

-- constraint public.application_stage_history application_stage_history_actor_id_fkey
FOREIGN KEY (actor_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.application_stage_history application_stage_history_application_id_fkey
FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE CASCADE

-- constraint public.application_stage_history application_stage_history_pkey
PRIMARY KEY (id)

-- constraint public.application_stage_history application_stage_history_report_activity
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- index public.application_stage_history_actor_idx on public.application_stage_history
CREATE INDEX application_stage_history_actor_idx ON public.application_stage_history USING btree (actor_id)

-- index public.application_stage_history_application_idx on public.application_stage_history
CREATE INDEX application_stage_history_application_idx ON public.application_stage_history USING btree (application_id, created_at, id)

-- index public.application_stage_history_pkey on public.application_stage_history
CREATE UNIQUE INDEX application_stage_history_pkey ON public.application_stage_history USING btree (id)

-- policy public.application_stage_history application_stage_history_select
permissive for select to authenticated
using (application_id IN ( SELECT a.id
   FROM public.applications a))

-- trigger public.application_stage_history application_stage_history_report_activity
CREATE CONSTRAINT TRIGGER application_stage_history_report_activity AFTER INSERT ON public.application_stage_history DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (new.from_status IS NOT NULL AND new.actor_id IS NOT NULL) EXECUTE FUNCTION private.report_activity_on_history()

-- trigger public.application_stage_history application_stage_history_report_facts
CREATE TRIGGER application_stage_history_report_facts AFTER INSERT ON public.application_stage_history FOR EACH ROW EXECUTE FUNCTION private.report_facts_on_history()

-- table public.applications
owner postgres
row level security enabled
acl authenticated=ard/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 job_id uuid not null acl 
column 3 candidate_id uuid not null acl 
column 4 status text not null default 'applied'::text acl 
column 5 source text not null default 'candidate'::text acl 
column 6 applied_by_company_id uuid acl 
column 7 applied_by_vendor_id uuid acl 
column 8 applied_by_user_id uuid default auth.uid() acl 
column 9 applied_at timestamp with time zone not null default now() acl 
column 10 created_at timestamp with time zone not null default now() acl 
column 11 updated_at timestamp with time zone not null default now() acl 
column 12 company_id uuid acl 
column 13 status_changed_at timestamp with time zone not null default now() acl 
column 14 person_id uuid acl 
column 15 merged_into_id uuid acl 
column 16 source_label text acl 
column 17 pitch_note text acl 
column 18 credited_vendor_id uuid acl

-- constraint public.applications applications_applied_by_company_id_fkey
FOREIGN KEY (applied_by_company_id) REFERENCES public.companies(id) ON DELETE SET NULL

-- constraint public.applications applications_applied_by_user_id_fkey
FOREIGN KEY (applied_by_user_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.applications applications_applied_by_vendor_id_fkey
FOREIGN KEY (applied_by_vendor_id) REFERENCES public.vendors(id) ON DELETE SET NULL

-- constraint public.applications applications_candidate_id_fkey
FOREIGN KEY (candidate_id) REFERENCES public.candidates(id) ON DELETE CASCADE

-- constraint public.applications applications_candidate_job_key
UNIQUE (candidate_id, job_id)

-- constraint public.applications applications_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.applications applications_company_id_present
CHECK ((company_id IS NOT NULL))

-- constraint public.applications applications_credited_vendor_id_fkey
FOREIGN KEY (credited_vendor_id) REFERENCES public.vendors(id) ON DELETE SET NULL

-- constraint public.applications applications_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE CASCADE

-- constraint public.applications applications_merged_into_id_fkey
FOREIGN KEY (merged_into_id) REFERENCES public.applications(id) ON DELETE SET NULL

-- constraint public.applications applications_pitch_note_length
CHECK ((char_length(pitch_note) <= 2000))

-- constraint public.applications applications_pkey
PRIMARY KEY (id)

-- constraint public.applications applications_source_check
CHECK ((source = ANY (ARRAY['candidate'::text, 'company'::text, 'vendor'::text])))

-- constraint public.applications applications_status_check
CHECK ((status = ANY (ARRAY['applied'::text, 'reviewing'::text, 'interview'::text, 'offered'::text, 'hired'::text, 'accepted'::text, 'rejected'::text, 'withdrawn'::text])))

-- constraint public.applications audit_application_stage
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- index public.applications_applied_at_idx on public.applications
CREATE INDEX applications_applied_at_idx ON public.applications USING btree (applied_at DESC)

-- index public.applications_applied_by_company_id_idx on public.applications
CREATE INDEX applications_applied_by_company_id_idx ON public.applications USING btree (applied_by_company_id)

-- index public.applications_applied_by_user_id_idx on public.applications
CREATE INDEX applications_applied_by_user_id_idx ON public.applications USING btree (applied_by_user_id)

-- index public.applications_candidate_applied_idx on public.applications
CREATE INDEX applications_candidate_applied_idx ON public.applications USING btree (candidate_id, applied_at DESC)

-- index public.applications_candidate_job_key on public.applications
CREATE UNIQUE INDEX applications_candidate_job_key ON public.applications USING btree (candidate_id, job_id)

-- index public.applications_company_applied_at_idx on public.applications
CREATE INDEX applications_company_applied_at_idx ON public.applications USING btree (company_id, applied_at DESC, id) INCLUDE (job_id, candidate_id, applied_by_vendor_id)

-- index public.applications_credited_vendor_idx on public.applications
CREATE INDEX applications_credited_vendor_idx ON public.applications USING btree (credited_vendor_id) WHERE (credited_vendor_id IS NOT NULL)

-- index public.applications_job_stage_idx on public.applications
CREATE INDEX applications_job_stage_idx ON public.applications USING btree (job_id, status, status_changed_at DESC, id DESC) INCLUDE (candidate_id, source, applied_by_vendor_id, applied_at)

-- index public.applications_merged_into_id_idx on public.applications
CREATE INDEX applications_merged_into_id_idx ON public.applications USING btree (merged_into_id) WHERE (merged_into_id IS NOT NULL)

-- index public.applications_one_active_per_person_idx on public.applications
CREATE UNIQUE INDEX applications_one_active_per_person_idx ON public.applications USING btree (job_id, person_id) WHERE (status <> ALL (ARRAY['rejected'::text, 'withdrawn'::text]))

-- index public.applications_person_job_idx on public.applications
CREATE INDEX applications_person_job_idx ON public.applications USING btree (person_id, job_id)

-- index public.applications_pkey on public.applications
CREATE UNIQUE INDEX applications_pkey ON public.applications USING btree (id)

-- index public.applications_vendor_applied_idx on public.applications
CREATE INDEX applications_vendor_applied_idx ON public.applications USING btree (applied_by_vendor_id, applied_at DESC, id) WHERE (applied_by_vendor_id IS NOT NULL)

-- index public.applications_visibility_idx on public.applications
CREATE INDEX applications_visibility_idx ON public.applications USING btree (job_id, candidate_id, applied_by_vendor_id)

-- policy public.applications applications_delete
permissive for delete to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (job_id IN ( SELECT j.id
   FROM public.jobs j
  WHERE ((j.id IN ( SELECT private.staff_job_ids() AS staff_job_ids)) AND (j.company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS company_ids_with_role))))))

-- policy public.applications applications_insert
permissive for insert to authenticated
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((source = 'company'::text) AND (applied_by_company_id IN ( SELECT private.active_company_ids() AS active_company_ids)) AND (job_id IN ( SELECT j.id
   FROM public.jobs j
  WHERE ((j.id IN ( SELECT private.staff_job_ids() AS staff_job_ids)) AND (j.company_id IN ( SELECT private.active_company_ids() AS active_company_ids))))) AND (candidate_id IN ( SELECT private.visible_candidate_ids() AS visible_candidate_ids)) AND (applied_by_vendor_id IS NULL)))

-- policy public.applications applications_select
permissive for select to authenticated
using ((company_id = ANY (ARRAY( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS company_ids_with_role))) OR ( SELECT private.is_platform_admin() AS is_platform_admin) OR (candidate_id IN ( SELECT private.own_candidate_ids() AS own_candidate_ids)) OR (job_id IN ( SELECT private.staff_job_ids() AS staff_job_ids)) OR (candidate_id IN ( SELECT private.linked_candidate_ids() AS linked_candidate_ids)))

-- trigger public.applications applications_count_delete
CREATE TRIGGER applications_count_delete AFTER DELETE ON public.applications REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION private.count_removed_applications()

-- trigger public.applications applications_count_insert
CREATE TRIGGER applications_count_insert AFTER INSERT ON public.applications REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION private.count_added_applications()

-- trigger public.applications applications_count_move
CREATE TRIGGER applications_count_move AFTER UPDATE OF job_id, company_id ON public.applications FOR EACH ROW WHEN (old.job_id IS DISTINCT FROM new.job_id OR old.company_id IS DISTINCT FROM new.company_id) EXECUTE FUNCTION private.count_moved_application()

-- trigger public.applications applications_guard
CREATE TRIGGER applications_guard BEFORE INSERT ON public.applications FOR EACH ROW EXECUTE FUNCTION private.guard_applications()

-- trigger public.applications applications_guard_update
CREATE TRIGGER applications_guard_update BEFORE UPDATE ON public.applications FOR EACH ROW WHEN (new.job_id IS DISTINCT FROM old.job_id OR new.candidate_id IS DISTINCT FROM old.candidate_id OR new.source IS DISTINCT FROM old.source OR new.applied_by_company_id IS DISTINCT FROM old.applied_by_company_id OR new.applied_by_vendor_id IS DISTINCT FROM old.applied_by_vendor_id) EXECUTE FUNCTION private.guard_applications()

-- trigger public.applications applications_guard_withdrawal
CREATE TRIGGER applications_guard_withdrawal BEFORE UPDATE OF status ON public.applications FOR EACH ROW WHEN (new.status IS DISTINCT FROM old.status AND (new.status = 'withdrawn'::text OR old.status = 'withdrawn'::text)) EXECUTE FUNCTION private.guard_withdrawal()

-- trigger public.applications applications_live
CREATE TRIGGER applications_live AFTER INSERT OR DELETE OR UPDATE ON public.applications FOR EACH ROW EXECUTE FUNCTION private.applications_live()

-- trigger public.applications applications_match_queue
CREATE TRIGGER applications_match_queue AFTER DELETE ON public.applications FOR EACH ROW EXECUTE FUNCTION private.match_inputs_queued()

-- trigger public.applications applications_report_count
CREATE TRIGGER applications_report_count AFTER INSERT ON public.applications REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION private.report_count_applications()

-- trigger public.applications applications_report_facts
CREATE TRIGGER applications_report_facts AFTER UPDATE OF job_id, company_id, source, applied_by_vendor_id, applied_at ON public.applications FOR EACH ROW WHEN (old.job_id IS DISTINCT FROM new.job_id OR old.company_id IS DISTINCT FROM new.company_id OR old.source IS DISTINCT FROM new.source OR old.applied_by_vendor_id IS DISTINCT FROM new.applied_by_vendor_id OR old.applied_at IS DISTINCT FROM new.applied_at) EXECUTE FUNCTION private.report_facts_on_application_change()

-- trigger public.applications applications_set_company
CREATE TRIGGER applications_set_company BEFORE INSERT OR UPDATE OF job_id, company_id ON public.applications FOR EACH ROW EXECUTE FUNCTION private.set_application_company()

-- trigger public.applications applications_set_person
CREATE TRIGGER applications_set_person BEFORE INSERT OR UPDATE OF candidate_id, person_id ON public.applications FOR EACH ROW EXECUTE FUNCTION private.set_application_person()

-- trigger public.applications applications_shared_rows_lock
CREATE TRIGGER applications_shared_rows_lock BEFORE INSERT OR DELETE OR UPDATE OF job_id, company_id ON public.applications FOR EACH ROW EXECUTE FUNCTION private.application_locks_company()

-- trigger public.applications applications_single_active_per_person
CREATE TRIGGER applications_single_active_per_person BEFORE INSERT ON public.applications FOR EACH ROW EXECUTE FUNCTION private.guard_one_active_application()

-- trigger public.applications applications_single_active_per_person_update
CREATE TRIGGER applications_single_active_per_person_update BEFORE UPDATE OF status, job_id, candidate_id, person_id ON public.applications FOR EACH ROW WHEN ((new.status <> ALL (ARRAY['rejected'::text, 'withdrawn'::text])) AND new.person_id IS NOT NULL AND ((old.status <> ALL (ARRAY['rejected'::text, 'withdrawn'::text])) AND old.job_id = new.job_id AND old.person_id = new.person_id) IS NOT TRUE) EXECUTE FUNCTION private.guard_one_active_application()

-- trigger public.applications applications_source_label
CREATE TRIGGER applications_source_label BEFORE INSERT ON public.applications FOR EACH ROW EXECUTE FUNCTION private.set_application_source_label()

-- trigger public.applications applications_source_label_update
CREATE TRIGGER applications_source_label_update BEFORE UPDATE ON public.applications FOR EACH ROW WHEN (new.source_label IS DISTINCT FROM old.source_label OR new.source IS DISTINCT FROM old.source OR new.applied_by_vendor_id IS DISTINCT FROM old.applied_by_vendor_id) EXECUTE FUNCTION private.set_application_source_label()

-- trigger public.applications applications_stage_counts_delete
CREATE TRIGGER applications_stage_counts_delete AFTER DELETE ON public.applications REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION private.keep_stage_counts()

-- trigger public.applications applications_stage_counts_insert
CREATE TRIGGER applications_stage_counts_insert AFTER INSERT ON public.applications REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION private.keep_stage_counts()

-- trigger public.applications applications_stage_counts_update
CREATE TRIGGER applications_stage_counts_update AFTER UPDATE OF status, job_id ON public.applications FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status OR old.job_id IS DISTINCT FROM new.job_id) EXECUTE FUNCTION private.keep_stage_counts_on_move()

-- trigger public.applications applications_stage_history_insert
CREATE TRIGGER applications_stage_history_insert AFTER INSERT ON public.applications FOR EACH ROW EXECUTE FUNCTION private.stage_history_on_change()

-- trigger public.applications applications_stage_history_update
CREATE TRIGGER applications_stage_history_update AFTER UPDATE OF status ON public.applications FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION private.stage_history_on_change()

-- trigger public.applications applications_stamp_status
CREATE TRIGGER applications_stamp_status BEFORE INSERT OR UPDATE ON public.applications FOR EACH ROW EXECUTE FUNCTION private.stamp_status_change()

-- trigger public.applications applications_updated_at
CREATE TRIGGER applications_updated_at BEFORE UPDATE ON public.applications FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- trigger public.applications applications_vendor_credit
CREATE TRIGGER applications_vendor_credit BEFORE INSERT ON public.applications FOR EACH ROW EXECUTE FUNCTION private.credit_application()

-- trigger public.applications applications_vendor_credit_record
CREATE TRIGGER applications_vendor_credit_record AFTER INSERT ON public.applications FOR EACH ROW EXECUTE FUNCTION private.record_application_credit()

-- trigger public.applications audit_application_stage
CREATE CONSTRAINT TRIGGER audit_application_stage AFTER UPDATE OF status ON public.applications DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION private.audit_application_stage()

-- table public.candidate_assignments
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 candidate_id uuid not null acl 
column 3 assigned_to_user_id uuid not null acl 
column 4 assigned_by_user_id uuid acl 
column 5 created_at timestamp with time zone not null default now() acl 
column 6 updated_at timestamp with time zone not null default now() acl

-- constraint public.candidate_assignments candidate_assignments_assigned_by_user_id_fkey
FOREIGN KEY (assigned_by_user_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.candidate_assignments candidate_assignments_assigned_to_user_id_fkey
FOREIGN KEY (assigned_to_user_id) REFERENCES public.company_users(user_id) ON DELETE CASCADE

-- constraint public.candidate_assignments candidate_assignments_candidate_id_fkey
FOREIGN KEY (candidate_id) REFERENCES public.candidates(id) ON DELETE CASCADE

-- constraint public.candidate_assignments candidate_assignments_candidate_id_key
UNIQUE (candidate_id)

-- constraint public.candidate_assignments candidate_assignments_pkey
PRIMARY KEY (id)

-- index public.candidate_assignments_assigned_by_user_id_idx on public.candidate_assignments
CREATE INDEX candidate_assignments_assigned_by_user_id_idx ON public.candidate_assignments USING btree (assigned_by_user_id)

-- index public.candidate_assignments_assigned_to_user_id_idx on public.candidate_assignments
CREATE INDEX candidate_assignments_assigned_to_user_id_idx ON public.candidate_assignments USING btree (assigned_to_user_id)

-- index public.candidate_assignments_candidate_id_key on public.candidate_assignments
CREATE UNIQUE INDEX candidate_assignments_candidate_id_key ON public.candidate_assignments USING btree (candidate_id)

-- index public.candidate_assignments_pkey on public.candidate_assignments
CREATE UNIQUE INDEX candidate_assignments_pkey ON public.candidate_assignments USING btree (id)

-- policy public.candidate_assignments candidate_assignments_delete
permissive for delete to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (EXISTS ( SELECT 1
   FROM public.candidates c
  WHERE ((c.id = candidate_assignments.candidate_id) AND (c.managing_company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role))))))

-- policy public.candidate_assignments candidate_assignments_insert
permissive for insert to authenticated
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR (EXISTS ( SELECT 1
   FROM public.candidates c
  WHERE ((c.id = candidate_assignments.candidate_id) AND (c.managing_company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids))))))

-- policy public.candidate_assignments candidate_assignments_select
permissive for select to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (assigned_to_user_id = ( SELECT auth.uid() AS uid)) OR (EXISTS ( SELECT 1
   FROM public.candidates c
  WHERE ((c.id = candidate_assignments.candidate_id) AND (c.managing_company_id IN ( SELECT private.company_ids_with_role() AS company_ids_with_role))))))

-- policy public.candidate_assignments candidate_assignments_update
permissive for update to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (EXISTS ( SELECT 1
   FROM public.candidates c
  WHERE ((c.id = candidate_assignments.candidate_id) AND (c.managing_company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids))))))
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR (EXISTS ( SELECT 1
   FROM public.candidates c
  WHERE ((c.id = candidate_assignments.candidate_id) AND (c.managing_company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids))))))

-- trigger public.candidate_assignments candidate_assignments_check
CREATE TRIGGER candidate_assignments_check BEFORE INSERT OR UPDATE ON public.candidate_assignments FOR EACH ROW EXECUTE FUNCTION private.check_candidate_assignment()

-- trigger public.candidate_assignments candidate_assignments_updated_at
CREATE TRIGGER candidate_assignments_updated_at BEFORE UPDATE ON public.candidate_assignments FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.candidate_ownerships
owner postgres
row level security enabled
acl authenticated=r/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 company_id uuid not null acl 
column 3 person_id uuid not null acl 
column 4 vendor_id uuid not null acl 
column 5 application_id uuid acl 
column 6 starts_at timestamp with time zone not null default now() acl

-- constraint public.candidate_ownerships candidate_ownerships_application_id_fkey
FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE SET NULL

-- constraint public.candidate_ownerships candidate_ownerships_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.candidate_ownerships candidate_ownerships_pkey
PRIMARY KEY (id)

-- constraint public.candidate_ownerships candidate_ownerships_vendor_id_fkey
FOREIGN KEY (vendor_id) REFERENCES public.vendors(id) ON DELETE CASCADE

-- index public.candidate_ownerships_application_idx on public.candidate_ownerships
CREATE INDEX candidate_ownerships_application_idx ON public.candidate_ownerships USING btree (application_id)

-- index public.candidate_ownerships_person_idx on public.candidate_ownerships
CREATE INDEX candidate_ownerships_person_idx ON public.candidate_ownerships USING btree (company_id, person_id, starts_at DESC)

-- index public.candidate_ownerships_pkey on public.candidate_ownerships
CREATE UNIQUE INDEX candidate_ownerships_pkey ON public.candidate_ownerships USING btree (id)

-- index public.candidate_ownerships_vendor_idx on public.candidate_ownerships
CREATE INDEX candidate_ownerships_vendor_idx ON public.candidate_ownerships USING btree (vendor_id)

-- policy public.candidate_ownerships candidate_ownerships_select
permissive for select to authenticated
using ((company_id = ANY (ARRAY( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role))) OR ( SELECT private.is_platform_admin() AS is_platform_admin))

-- table public.candidate_preferences
owner postgres
row level security enabled
acl authenticated=rDxtm/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 candidate_id uuid not null acl 
column 2 desired_titles text[] not null default '{}'::text[] acl 
column 3 locations text[] not null default '{}'::text[] acl 
column 4 work_arrangement text not null default 'any'::text acl 
column 5 job_types text[] not null default '{}'::text[] acl 
column 6 minimum_salary integer acl 
column 7 experience_level text acl 
column 8 created_at timestamp with time zone not null default now() acl 
column 9 updated_at timestamp with time zone not null default now() acl

-- constraint public.candidate_preferences candidate_preferences_candidate_id_fkey
FOREIGN KEY (candidate_id) REFERENCES public.candidates(id) ON UPDATE CASCADE ON DELETE CASCADE

-- constraint public.candidate_preferences candidate_preferences_experience_level_check
CHECK (((experience_level IS NULL) OR (experience_level = ANY (ARRAY['entry_level'::text, 'mid_level'::text, 'senior_level'::text, 'lead'::text, 'executive'::text]))))

-- constraint public.candidate_preferences candidate_preferences_job_types_check
CHECK ((job_types <@ ARRAY['FULL_TIME'::text, 'PART_TIME'::text, 'CONTRACT'::text, 'INTERNSHIP'::text, 'REMOTE'::text]))

-- constraint public.candidate_preferences candidate_preferences_minimum_salary_check
CHECK (((minimum_salary IS NULL) OR ((minimum_salary >= 0) AND (minimum_salary <= 10000000))))

-- constraint public.candidate_preferences candidate_preferences_pkey
PRIMARY KEY (candidate_id)

-- constraint public.candidate_preferences candidate_preferences_work_arrangement_check
CHECK ((work_arrangement = ANY (ARRAY['remote'::text, 'onsite'::text, 'any'::text])))

-- index public.candidate_preferences_pkey on public.candidate_preferences
CREATE UNIQUE INDEX candidate_preferences_pkey ON public.candidate_preferences USING btree (candidate_id)

-- policy public.candidate_preferences candidate_preferences_select
permissive for select to authenticated
using (candidate_id IN ( SELECT c.id
   FROM public.candidates c
  WHERE (c.user_id = ( SELECT auth.uid() AS uid))))

-- trigger public.candidate_preferences candidate_preferences_match
CREATE TRIGGER candidate_preferences_match AFTER INSERT OR UPDATE ON public.candidate_preferences FOR EACH ROW EXECUTE FUNCTION private.match_candidate_changed()

-- trigger public.candidate_preferences candidate_preferences_match_delete
CREATE TRIGGER candidate_preferences_match_delete AFTER DELETE ON public.candidate_preferences FOR EACH ROW EXECUTE FUNCTION private.match_preferences_deleted()

-- trigger public.candidate_preferences candidate_preferences_updated_at
CREATE TRIGGER candidate_preferences_updated_at BEFORE UPDATE ON public.candidate_preferences FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.candidates
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 user_id uuid acl 
column 3 first_name text not null default ''::text acl 
column 4 last_name text not null default ''::text acl 
column 5 title text acl 
column 6 email text acl 
column 7 phone text acl 
column 8 alternate_phone text acl 
column 9 street text acl 
column 10 unit text acl 
column 11 city text acl 
column 12 state text acl 
column 13 zip_code text acl 
column 14 country text acl 
column 15 work_authorization text acl 
column 16 experience_years integer acl 
column 17 gender text acl 
column 18 bio text acl 
column 19 skills text[] not null default '{}'::text[] acl 
column 20 portfolio_url text acl 
column 21 github_url text acl 
column 22 linkedin_url text acl 
column 23 resume_url text acl 
column 24 cover_letter_url text acl 
column 25 certificates text[] not null default '{}'::text[] acl 
column 26 managing_company_id uuid acl 
column 27 is_managed_by_company boolean not null default false acl 
column 28 created_by_vendor_id uuid acl 
column 29 created_by_user_id uuid acl 
column 30 created_at timestamp with time zone not null default now() acl 
column 31 updated_at timestamp with time zone not null default now() acl 
column 32 search_text text generated as (lower(((((COALESCE(first_name, ''::text) || ' '::text) || COALESCE(last_name, ''::text)) || ' '::text) || COALESCE(email, ''::text)))) stored acl 
column 33 anonymised_at timestamp with time zone acl 
column 34 email_normalized text generated as (private.normalize_email(email)) stored acl 
column 35 phone_e164 text generated as (private.normalize_phone(phone)) stored acl 
column 36 linkedin_normalized text generated as (private.normalize_linkedin(linkedin_url)) stored acl 
column 37 person_id uuid not null default gen_random_uuid() acl

-- constraint public.candidates audit_candidate_edit
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- constraint public.candidates candidates_certificates_location
CHECK (private.are_document_locations(certificates))

-- constraint public.candidates candidates_cover_letter_url_location
CHECK (private.is_document_location(cover_letter_url))

-- constraint public.candidates candidates_created_by_user_id_fkey
FOREIGN KEY (created_by_user_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.candidates candidates_created_by_vendor_id_fkey
FOREIGN KEY (created_by_vendor_id) REFERENCES public.vendors(id) ON DELETE SET NULL

-- constraint public.candidates candidates_experience_years_check
CHECK (((experience_years IS NULL) OR ((experience_years >= 0) AND (experience_years <= 80))))

-- constraint public.candidates candidates_gender_check
CHECK (((gender IS NULL) OR (gender = ''::text) OR (gender = ANY (ARRAY['male'::text, 'female'::text, 'prefer-not-to-say'::text]))))

-- constraint public.candidates candidates_github_url_http
CHECK (private.is_http_link(github_url))

-- constraint public.candidates candidates_linkedin_url_http
CHECK (private.is_http_link(linkedin_url))

-- constraint public.candidates candidates_managing_company_id_fkey
FOREIGN KEY (managing_company_id) REFERENCES public.companies(id) ON DELETE SET NULL

-- constraint public.candidates candidates_pkey
PRIMARY KEY (id)

-- constraint public.candidates candidates_portfolio_url_http
CHECK (private.is_http_link(portfolio_url))

-- constraint public.candidates candidates_resume_url_location
CHECK (private.is_document_location(resume_url))

-- constraint public.candidates candidates_user_id_fkey
FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.candidates candidates_user_id_key
UNIQUE (user_id)

-- constraint public.candidates candidates_work_authorization_check
CHECK (((work_authorization IS NULL) OR (work_authorization = ''::text) OR (work_authorization = ANY (ARRAY['us_citizen'::text, 'green_card'::text, 'h1b'::text, 'other'::text]))))

-- index public.candidates_created_by_user_id_idx on public.candidates
CREATE INDEX candidates_created_by_user_id_idx ON public.candidates USING btree (created_by_user_id)

-- index public.candidates_created_by_vendor_id_idx on public.candidates
CREATE INDEX candidates_created_by_vendor_id_idx ON public.candidates USING btree (created_by_vendor_id)

-- index public.candidates_email_idx on public.candidates
CREATE INDEX candidates_email_idx ON public.candidates USING btree (lower(email))

-- index public.candidates_email_normalized_idx on public.candidates
CREATE INDEX candidates_email_normalized_idx ON public.candidates USING btree (email_normalized, created_at) WHERE (email_normalized IS NOT NULL)

-- index public.candidates_linkedin_normalized_idx on public.candidates
CREATE INDEX candidates_linkedin_normalized_idx ON public.candidates USING btree (linkedin_normalized, created_at) WHERE (linkedin_normalized IS NOT NULL)

-- index public.candidates_managing_company_id_idx on public.candidates
CREATE INDEX candidates_managing_company_id_idx ON public.candidates USING btree (managing_company_id)

-- index public.candidates_managing_company_search_idx on public.candidates
CREATE INDEX candidates_managing_company_search_idx ON public.candidates USING btree (managing_company_id, created_at DESC) INCLUDE (id, user_id, created_by_vendor_id, search_text)

-- index public.candidates_person_id_idx on public.candidates
CREATE INDEX candidates_person_id_idx ON public.candidates USING btree (person_id)

-- index public.candidates_phone_e164_idx on public.candidates
CREATE INDEX candidates_phone_e164_idx ON public.candidates USING btree (phone_e164, created_at) WHERE (phone_e164 IS NOT NULL)

-- index public.candidates_pkey on public.candidates
CREATE UNIQUE INDEX candidates_pkey ON public.candidates USING btree (id)

-- index public.candidates_user_id_key on public.candidates
CREATE UNIQUE INDEX candidates_user_id_key ON public.candidates USING btree (user_id)

-- policy public.candidates candidates_delete
permissive for delete to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((user_id IS NULL) AND (managing_company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role))) OR ((user_id IS NULL) AND (created_by_vendor_id IN ( SELECT private.admin_vendor_ids() AS admin_vendor_ids))))

-- policy public.candidates candidates_insert
permissive for insert to authenticated
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((user_id = ( SELECT auth.uid() AS uid)) AND (managing_company_id IS NULL) AND (created_by_vendor_id IS NULL)) OR ((user_id IS NULL) AND (created_by_vendor_id IS NULL) AND (managing_company_id IN ( SELECT private.active_company_ids() AS active_company_ids))) OR ((user_id IS NULL) AND (managing_company_id IS NULL) AND (created_by_vendor_id IN ( SELECT private.member_vendor_ids() AS member_vendor_ids))))

-- policy public.candidates candidates_select
permissive for select to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (managing_company_id = ANY (ARRAY( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text]) AS company_ids_with_role))) OR (user_id = ( SELECT auth.uid() AS uid)) OR (created_by_vendor_id = ANY (ARRAY( SELECT private.member_vendor_ids() AS member_vendor_ids))) OR ((cardinality(ARRAY( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS company_ids_with_role)) > 0) AND private.applied_to_admin_company(id)) OR (id IN ( SELECT private.visible_candidate_ids() AS visible_candidate_ids)))

-- policy public.candidates candidates_update
permissive for update to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin) OR (managing_company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text]) AS active_company_ids)) OR ((user_id IS NULL) AND (created_by_vendor_id IN ( SELECT private.member_vendor_ids() AS member_vendor_ids))))
with check ((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin) OR (managing_company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text]) AS active_company_ids)) OR ((user_id IS NULL) AND (created_by_vendor_id IN ( SELECT private.member_vendor_ids() AS member_vendor_ids))))

-- trigger public.candidates audit_candidate_edit
CREATE CONSTRAINT TRIGGER audit_candidate_edit AFTER UPDATE ON public.candidates DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.audit_candidate_edit()

-- trigger public.candidates candidates_guard
CREATE TRIGGER candidates_guard BEFORE INSERT OR UPDATE ON public.candidates FOR EACH ROW EXECUTE FUNCTION private.guard_candidates()

-- trigger public.candidates candidates_match
CREATE TRIGGER candidates_match AFTER INSERT OR UPDATE OF skills, experience_years, city, managing_company_id, created_by_vendor_id ON public.candidates FOR EACH ROW EXECUTE FUNCTION private.match_row_changed()

-- trigger public.candidates candidates_match_list
CREATE TRIGGER candidates_match_list AFTER INSERT OR UPDATE OF user_id ON public.candidates FOR EACH ROW WHEN (new.user_id IS NOT NULL) EXECUTE FUNCTION private.match_list_on_sign_in()

-- trigger public.candidates candidates_move_applications
CREATE TRIGGER candidates_move_applications AFTER UPDATE ON public.candidates FOR EACH ROW WHEN (old.person_id IS DISTINCT FROM new.person_id) EXECUTE FUNCTION private.move_candidate_applications()

-- trigger public.candidates candidates_person
CREATE TRIGGER candidates_person BEFORE INSERT OR UPDATE ON public.candidates FOR EACH ROW EXECUTE FUNCTION private.set_candidate_person()

-- trigger public.candidates candidates_updated_at
CREATE TRIGGER candidates_updated_at BEFORE UPDATE ON public.candidates FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- trigger public.candidates candidates_use_management_invitation
CREATE TRIGGER candidates_use_management_invitation AFTER UPDATE OF managing_company_id ON public.candidates FOR EACH ROW EXECUTE FUNCTION private.use_management_invitation()

-- table public.companies
owner postgres
row level security enabled
acl authenticated=awd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl authenticated=r/postgres
column 2 user_id uuid acl authenticated=r/postgres
column 3 name text not null acl authenticated=r/postgres
column 4 dba_name text acl authenticated=r/postgres
column 5 industry text acl authenticated=r/postgres
column 6 company_size text acl authenticated=r/postgres
column 7 location text acl authenticated=r/postgres
column 8 website text acl authenticated=r/postgres
column 9 description text acl authenticated=r/postgres
column 10 logo_url text acl authenticated=r/postgres
column 11 linkedin_url text acl authenticated=r/postgres
column 12 twitter_url text acl authenticated=r/postgres
column 13 facebook_url text acl authenticated=r/postgres
column 14 instagram_url text acl authenticated=r/postgres
column 15 is_approved boolean not null default false acl authenticated=r/postgres
column 16 approved_at timestamp with time zone acl authenticated=r/postgres
column 17 primary_contact_name text acl 
column 18 primary_contact_email text acl 
column 19 primary_contact_phone text acl 
column 20 primary_contact_alt_email text acl 
column 21 primary_contact_alt_phone text acl 
column 22 secondary_contact_name text acl 
column 23 secondary_contact_email text acl 
column 24 secondary_contact_phone text acl 
column 25 secondary_contact_alt_email text acl 
column 26 secondary_contact_alt_phone text acl 
column 27 reg_street text acl 
column 28 reg_unit text acl 
column 29 reg_city text acl 
column 30 reg_state text acl 
column 31 reg_zip_code text acl 
column 32 reg_country text acl 
column 33 same_as_registered boolean not null default false acl 
column 34 op_street text acl 
column 35 op_unit text acl 
column 36 op_city text acl 
column 37 op_state text acl 
column 38 op_zip_code text acl 
column 39 op_country text acl 
column 40 tax_id text acl 
column 41 ein_document_url text acl 
column 42 tax_document_url text acl 
column 43 created_at timestamp with time zone not null default now() acl authenticated=r/postgres
column 44 updated_at timestamp with time zone not null default now() acl authenticated=r/postgres
column 45 slug text not null acl authenticated=r/postgres
column 46 registered_at timestamp with time zone acl authenticated=r/postgres
column 47 candidate_retention_months integer not null default 24 acl

-- constraint public.companies audit_company_approval
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- constraint public.companies companies_candidate_retention_months_range
CHECK (((candidate_retention_months >= 1) AND (candidate_retention_months <= 120)))

-- constraint public.companies companies_company_size_check
CHECK (((company_size IS NULL) OR (company_size = ''::text) OR (company_size = ANY (ARRAY['1-10'::text, '11-50'::text, '51-200'::text, '201-500'::text, '501-1000'::text, '1000+'::text]))))

-- constraint public.companies companies_ein_document_url_location
CHECK (private.is_document_location(ein_document_url))

-- constraint public.companies companies_facebook_url_http
CHECK (private.is_http_link(facebook_url))

-- constraint public.companies companies_instagram_url_http
CHECK (private.is_http_link(instagram_url))

-- constraint public.companies companies_linkedin_url_http
CHECK (private.is_http_link(linkedin_url))

-- constraint public.companies companies_logo_url_location
CHECK (private.is_document_location(logo_url))

-- constraint public.companies companies_pkey
PRIMARY KEY (id)

-- constraint public.companies companies_slug_format
CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text))

-- constraint public.companies companies_slug_key
UNIQUE (slug)

-- constraint public.companies companies_tax_document_url_location
CHECK (private.is_document_location(tax_document_url))

-- constraint public.companies companies_twitter_url_http
CHECK (private.is_http_link(twitter_url))

-- constraint public.companies companies_user_id_fkey
FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.companies companies_website_http
CHECK (private.is_http_link(website))

-- index public.companies_approval_approved_idx on public.companies
CREATE INDEX companies_approval_approved_idx ON public.companies USING btree (is_approved, approved_at DESC)

-- index public.companies_approval_created_idx on public.companies
CREATE INDEX companies_approval_created_idx ON public.companies USING btree (is_approved, created_at DESC)

-- index public.companies_board_words_idx on public.companies
CREATE INDEX companies_board_words_idx ON public.companies USING gin (to_tsvector('simple'::regconfig, ((name || ' '::text) || COALESCE(dba_name, ''::text)))) WHERE is_approved

-- index public.companies_created_at_idx on public.companies
CREATE INDEX companies_created_at_idx ON public.companies USING btree (created_at DESC)

-- index public.companies_is_approved_idx on public.companies
CREATE INDEX companies_is_approved_idx ON public.companies USING btree (is_approved)

-- index public.companies_name_search_idx on public.companies
CREATE INDEX companies_name_search_idx ON public.companies USING gin (lower(name) extensions.gin_trgm_ops)

-- index public.companies_pkey on public.companies
CREATE UNIQUE INDEX companies_pkey ON public.companies USING btree (id)

-- index public.companies_slug_key on public.companies
CREATE UNIQUE INDEX companies_slug_key ON public.companies USING btree (slug)

-- index public.companies_user_id_idx on public.companies
CREATE INDEX companies_user_id_idx ON public.companies USING btree (user_id)

-- policy public.companies companies_delete
permissive for delete to authenticated
using ( SELECT private.is_platform_admin() AS is_platform_admin)

-- policy public.companies companies_insert
permissive for insert to authenticated
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((user_id = ( SELECT auth.uid() AS uid)) AND (( SELECT private.current_company_id() AS current_company_id) IS NULL) AND (NOT ( SELECT private.is_candidate_account() AS is_candidate_account))))

-- policy public.companies companies_select
permissive for select to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (user_id = ( SELECT auth.uid() AS uid)) OR (id IN ( SELECT private.company_ids_with_role() AS company_ids_with_role)) OR (id IN ( SELECT private.related_company_ids() AS related_company_ids)))

-- policy public.companies companies_update
permissive for update to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS company_ids_with_role)))
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR (id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS company_ids_with_role)))

-- trigger public.companies audit_company_approval
CREATE CONSTRAINT TRIGGER audit_company_approval AFTER UPDATE OF is_approved ON public.companies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (old.is_approved IS DISTINCT FROM new.is_approved) EXECUTE FUNCTION private.audit_company_approval()

-- trigger public.companies companies_add_creator
CREATE TRIGGER companies_add_creator AFTER INSERT ON public.companies FOR EACH ROW WHEN (new.user_id IS NOT NULL AND CURRENT_USER = 'authenticated'::name) EXECUTE FUNCTION private.company_add_creator()

-- trigger public.companies companies_after_insert
CREATE TRIGGER companies_after_insert AFTER INSERT ON public.companies FOR EACH ROW EXECUTE FUNCTION private.company_after_insert()

-- trigger public.companies companies_canonical_industry
CREATE TRIGGER companies_canonical_industry BEFORE INSERT OR UPDATE OF industry ON public.companies FOR EACH ROW EXECUTE FUNCTION private.companies_canonical_industry()

-- trigger public.companies companies_guard
CREATE TRIGGER companies_guard BEFORE INSERT OR UPDATE ON public.companies FOR EACH ROW EXECUTE FUNCTION private.guard_companies()

-- trigger public.companies companies_match_queue
CREATE TRIGGER companies_match_queue AFTER UPDATE OF is_approved ON public.companies FOR EACH ROW WHEN (old.is_approved IS DISTINCT FROM new.is_approved) EXECUTE FUNCTION private.match_inputs_queued()

-- trigger public.companies companies_open_counts_approval
CREATE TRIGGER companies_open_counts_approval AFTER UPDATE OF is_approved ON public.companies FOR EACH ROW WHEN (old.is_approved IS DISTINCT FROM new.is_approved) EXECUTE FUNCTION private.track_company_open_jobs()

-- trigger public.companies companies_open_counts_delete
CREATE TRIGGER companies_open_counts_delete BEFORE DELETE ON public.companies FOR EACH ROW WHEN (old.is_approved) EXECUTE FUNCTION private.track_company_open_jobs()

-- trigger public.companies companies_relist_jobs
CREATE TRIGGER companies_relist_jobs AFTER UPDATE OF is_approved ON public.companies FOR EACH ROW EXECUTE FUNCTION private.relist_company_jobs()

-- trigger public.companies companies_report_count
CREATE TRIGGER companies_report_count AFTER INSERT OR UPDATE OF registered_at, approved_at ON public.companies FOR EACH ROW EXECUTE FUNCTION private.report_count_company()

-- trigger public.companies companies_slug
CREATE TRIGGER companies_slug BEFORE INSERT OR UPDATE OF slug ON public.companies FOR EACH ROW EXECUTE FUNCTION private.assign_company_slug()

-- trigger public.companies companies_stamp_registration
CREATE TRIGGER companies_stamp_registration BEFORE INSERT OR UPDATE ON public.companies FOR EACH ROW EXECUTE FUNCTION private.stamp_company_registration()

-- trigger public.companies companies_updated_at
CREATE TRIGGER companies_updated_at BEFORE UPDATE ON public.companies FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.company_pipeline_settings
owner postgres
row level security enabled
acl authenticated=arwdDxtm/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 company_id uuid not null acl 
column 2 rejection_reasons text[] not null acl 
column 3 updated_at timestamp with time zone not null default now() acl 
column 4 vendor_tier2_delay interval not null default '48:00:00'::interval acl 
column 5 vendor_tier3_delay interval not null default '48:00:00'::interval acl 
column 6 ownership_window_months smallint not null default 6 acl 
column 7 confirm_vendor_submissions boolean not null default false acl 
column 8 vendor_visible_stages text[] acl

-- constraint public.company_pipeline_settings company_pipeline_settings_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.company_pipeline_settings company_pipeline_settings_ownership_window_valid
CHECK (((ownership_window_months >= 1) AND (ownership_window_months <= 24)))

-- constraint public.company_pipeline_settings company_pipeline_settings_pkey
PRIMARY KEY (company_id)

-- constraint public.company_pipeline_settings company_pipeline_settings_reasons_valid
CHECK (private.valid_reason_list(rejection_reasons))

-- constraint public.company_pipeline_settings company_pipeline_settings_tier2_delay_valid
CHECK (((vendor_tier2_delay >= '00:00:00'::interval) AND (vendor_tier2_delay <= '90 days'::interval)))

-- constraint public.company_pipeline_settings company_pipeline_settings_tier3_delay_valid
CHECK (((vendor_tier3_delay >= '00:00:00'::interval) AND (vendor_tier3_delay <= '90 days'::interval)))

-- constraint public.company_pipeline_settings company_pipeline_settings_vendor_stages_valid
CHECK (((vendor_visible_stages IS NULL) OR private.valid_vendor_stages(vendor_visible_stages)))

-- index public.company_pipeline_settings_pkey on public.company_pipeline_settings
CREATE UNIQUE INDEX company_pipeline_settings_pkey ON public.company_pipeline_settings USING btree (company_id)

-- policy public.company_pipeline_settings company_pipeline_settings_insert
permissive for insert to authenticated
with check (company_id = ANY (ARRAY( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS active_company_ids)))

-- policy public.company_pipeline_settings company_pipeline_settings_select
permissive for select to authenticated
using ((company_id = ANY (ARRAY( SELECT private.company_ids_with_role() AS company_ids_with_role))) OR ( SELECT private.is_platform_admin() AS is_platform_admin))

-- policy public.company_pipeline_settings company_pipeline_settings_update
permissive for update to authenticated
using (company_id = ANY (ARRAY( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS active_company_ids)))
with check (company_id = ANY (ARRAY( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS active_company_ids)))

-- trigger public.company_pipeline_settings company_pipeline_settings_updated_at
CREATE TRIGGER company_pipeline_settings_updated_at BEFORE UPDATE ON public.company_pipeline_settings FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- trigger public.company_pipeline_settings company_pipeline_settings_vendor_stages_live
CREATE TRIGGER company_pipeline_settings_vendor_stages_live AFTER INSERT OR UPDATE ON public.company_pipeline_settings FOR EACH ROW EXECUTE FUNCTION private.vendor_stages_live()

-- table public.company_relationships
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 company_a_id uuid not null acl 
column 3 company_b_id uuid not null acl 
column 4 can_share_jobs boolean not null default false acl 
column 5 can_share_candidates boolean not null default false acl 
column 6 created_by uuid acl 
column 7 created_at timestamp with time zone not null default now() acl 
column 8 updated_at timestamp with time zone not null default now() acl

-- constraint public.company_relationships audit_partnership
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- constraint public.company_relationships company_relationships_company_a_id_fkey
FOREIGN KEY (company_a_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.company_relationships company_relationships_company_b_id_fkey
FOREIGN KEY (company_b_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.company_relationships company_relationships_created_by_fkey
FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.company_relationships company_relationships_distinct
CHECK ((company_a_id <> company_b_id))

-- constraint public.company_relationships company_relationships_pkey
PRIMARY KEY (id)

-- index public.company_relationships_company_a_id_idx on public.company_relationships
CREATE INDEX company_relationships_company_a_id_idx ON public.company_relationships USING btree (company_a_id)

-- index public.company_relationships_company_b_id_idx on public.company_relationships
CREATE INDEX company_relationships_company_b_id_idx ON public.company_relationships USING btree (company_b_id)

-- index public.company_relationships_created_at_idx on public.company_relationships
CREATE INDEX company_relationships_created_at_idx ON public.company_relationships USING btree (created_at DESC)

-- index public.company_relationships_created_by_idx on public.company_relationships
CREATE INDEX company_relationships_created_by_idx ON public.company_relationships USING btree (created_by)

-- index public.company_relationships_pair_key on public.company_relationships
CREATE UNIQUE INDEX company_relationships_pair_key ON public.company_relationships USING btree (LEAST(company_a_id, company_b_id), GREATEST(company_a_id, company_b_id))

-- index public.company_relationships_pkey on public.company_relationships
CREATE UNIQUE INDEX company_relationships_pkey ON public.company_relationships USING btree (id)

-- policy public.company_relationships company_relationships_delete
permissive for delete to authenticated
using ( SELECT private.is_platform_admin() AS is_platform_admin)

-- policy public.company_relationships company_relationships_insert
permissive for insert to authenticated
with check ( SELECT private.is_platform_admin() AS is_platform_admin)

-- policy public.company_relationships company_relationships_select
permissive for select to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_a_id IN ( SELECT private.company_ids_with_role() AS company_ids_with_role)) OR (company_b_id IN ( SELECT private.company_ids_with_role() AS company_ids_with_role)))

-- policy public.company_relationships company_relationships_update
permissive for update to authenticated
using ( SELECT private.is_platform_admin() AS is_platform_admin)
with check ( SELECT private.is_platform_admin() AS is_platform_admin)

-- trigger public.company_relationships audit_partnership
CREATE CONSTRAINT TRIGGER audit_partnership AFTER INSERT OR DELETE OR UPDATE ON public.company_relationships DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.audit_partnership()

-- trigger public.company_relationships company_relationships_match_queue
CREATE TRIGGER company_relationships_match_queue AFTER INSERT OR DELETE OR UPDATE OF can_share_candidates ON public.company_relationships FOR EACH ROW EXECUTE FUNCTION private.match_inputs_queued()

-- trigger public.company_relationships company_relationships_updated_at
CREATE TRIGGER company_relationships_updated_at BEFORE UPDATE ON public.company_relationships FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.company_subscriptions
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 company_id uuid not null acl 
column 3 tier text not null default 'none'::text acl 
column 4 status text not null default 'inactive'::text acl 
column 5 expires_at timestamp with time zone acl 
column 6 created_at timestamp with time zone not null default now() acl 
column 7 updated_at timestamp with time zone not null default now() acl

-- constraint public.company_subscriptions audit_subscription
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- constraint public.company_subscriptions company_subscriptions_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.company_subscriptions company_subscriptions_company_id_key
UNIQUE (company_id)

-- constraint public.company_subscriptions company_subscriptions_pkey
PRIMARY KEY (id)

-- constraint public.company_subscriptions company_subscriptions_tier_check
CHECK ((tier = ANY (ARRAY['none'::text, 'free_trial'::text, 'basic'::text, 'intermediate'::text, 'pro'::text])))

-- index public.company_subscriptions_company_id_key on public.company_subscriptions
CREATE UNIQUE INDEX company_subscriptions_company_id_key ON public.company_subscriptions USING btree (company_id)

-- index public.company_subscriptions_pkey on public.company_subscriptions
CREATE UNIQUE INDEX company_subscriptions_pkey ON public.company_subscriptions USING btree (id)

-- policy public.company_subscriptions company_subscriptions_delete
permissive for delete to authenticated
using ( SELECT private.is_platform_admin() AS is_platform_admin)

-- policy public.company_subscriptions company_subscriptions_insert
permissive for insert to authenticated
with check ( SELECT private.is_platform_admin() AS is_platform_admin)

-- policy public.company_subscriptions company_subscriptions_select
permissive for select to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.company_ids_with_role() AS company_ids_with_role)))

-- policy public.company_subscriptions company_subscriptions_update
permissive for update to authenticated
using ( SELECT private.is_platform_admin() AS is_platform_admin)
with check ( SELECT private.is_platform_admin() AS is_platform_admin)

-- trigger public.company_subscriptions audit_subscription
CREATE CONSTRAINT TRIGGER audit_subscription AFTER INSERT OR UPDATE ON public.company_subscriptions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.audit_subscription()

-- trigger public.company_subscriptions company_subscriptions_guard
CREATE TRIGGER company_subscriptions_guard BEFORE INSERT OR DELETE OR UPDATE ON public.company_subscriptions FOR EACH ROW EXECUTE FUNCTION private.guard_company_subscriptions()

-- trigger public.company_subscriptions company_subscriptions_relist_jobs
CREATE TRIGGER company_subscriptions_relist_jobs AFTER INSERT OR UPDATE OF tier, company_id ON public.company_subscriptions FOR EACH ROW EXECUTE FUNCTION private.relist_company_jobs()

-- trigger public.company_subscriptions company_subscriptions_updated_at
CREATE TRIGGER company_subscriptions_updated_at BEFORE UPDATE ON public.company_subscriptions FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.company_users
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 user_id uuid not null acl 
column 3 company_id uuid not null acl 
column 4 first_name text not null default ''::text acl 
column 5 last_name text not null default ''::text acl 
column 6 email text acl 
column 7 phone text acl 
column 8 role text not null acl 
column 9 manager_id uuid acl 
column 10 created_at timestamp with time zone not null default now() acl 
column 11 updated_at timestamp with time zone not null default now() acl

-- constraint public.company_users audit_company_users
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- constraint public.company_users company_users_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.company_users company_users_manager_id_fkey
FOREIGN KEY (manager_id) REFERENCES public.company_users(user_id) ON DELETE SET NULL

-- constraint public.company_users company_users_not_own_manager
CHECK (((manager_id IS NULL) OR (manager_id <> user_id)))

-- constraint public.company_users company_users_pkey
PRIMARY KEY (id)

-- constraint public.company_users company_users_role_check
CHECK ((role = ANY (ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text, 'partner_recruiter'::text])))

-- constraint public.company_users company_users_user_id_fkey
FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE

-- constraint public.company_users company_users_user_id_key
UNIQUE (user_id)

-- index public.company_users_company_id_idx on public.company_users
CREATE INDEX company_users_company_id_idx ON public.company_users USING btree (company_id)

-- index public.company_users_company_role_idx on public.company_users
CREATE INDEX company_users_company_role_idx ON public.company_users USING btree (company_id, role)

-- index public.company_users_manager_id_idx on public.company_users
CREATE INDEX company_users_manager_id_idx ON public.company_users USING btree (manager_id)

-- index public.company_users_pkey on public.company_users
CREATE UNIQUE INDEX company_users_pkey ON public.company_users USING btree (id)

-- index public.company_users_user_id_key on public.company_users
CREATE UNIQUE INDEX company_users_user_id_key ON public.company_users USING btree (user_id)

-- policy public.company_users company_users_delete
permissive for delete to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role)) AND (user_id <> ( SELECT auth.uid() AS uid))))

-- policy public.company_users company_users_insert
permissive for insert to authenticated
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((user_id = ( SELECT auth.uid() AS uid)) AND (role = 'company_admin'::text) AND (company_id IN ( SELECT c.id
   FROM public.companies c
  WHERE (c.user_id = ( SELECT auth.uid() AS uid))))))

-- policy public.company_users company_users_select
permissive for select to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)) OR (company_id IN ( SELECT private.company_ids_with_role() AS company_ids_with_role)) OR ( SELECT private.is_platform_admin() AS is_platform_admin))

-- policy public.company_users company_users_update
permissive for update to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role)))
with check ((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role)))

-- trigger public.company_users audit_company_users
CREATE CONSTRAINT TRIGGER audit_company_users AFTER INSERT OR DELETE OR UPDATE OF role ON public.company_users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.audit_company_user()

-- trigger public.company_users company_users_former_manager
CREATE TRIGGER company_users_former_manager AFTER UPDATE OF role ON public.company_users FOR EACH ROW WHEN ((old.role = ANY (ARRAY['manager'::text, 'company_admin'::text, 'subscription_admin'::text])) AND (new.role <> ALL (ARRAY['manager'::text, 'company_admin'::text, 'subscription_admin'::text]))) EXECUTE FUNCTION private.release_reports_of_former_manager()

-- trigger public.company_users company_users_guard
CREATE TRIGGER company_users_guard BEFORE INSERT OR DELETE OR UPDATE ON public.company_users FOR EACH ROW EXECUTE FUNCTION private.guard_company_users()

-- trigger public.company_users company_users_one_kind_of_membership
CREATE TRIGGER company_users_one_kind_of_membership BEFORE INSERT OR UPDATE OF user_id ON public.company_users FOR EACH ROW EXECUTE FUNCTION private.guard_one_kind_of_membership()

-- trigger public.company_users company_users_role_changes
CREATE TRIGGER company_users_role_changes BEFORE UPDATE OF role ON public.company_users FOR EACH ROW EXECUTE FUNCTION private.guard_staff_role_changes()

-- trigger public.company_users company_users_updated_at
CREATE TRIGGER company_users_updated_at BEFORE UPDATE ON public.company_users FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.consents
owner postgres
row level security enabled
acl authenticated=rDxtm/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 user_id uuid not null acl 
column 3 document text not null acl 
column 4 version text not null acl 
column 5 accepted_at timestamp with time zone not null default now() acl

-- constraint public.consents consents_document_check
CHECK ((document = ANY (ARRAY['terms'::text, 'privacy'::text])))

-- constraint public.consents consents_pkey
PRIMARY KEY (id)

-- constraint public.consents consents_user_id_fkey
FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE

-- constraint public.consents consents_version_check
CHECK (((length(version) >= 1) AND (length(version) <= 40)))

-- index public.consents_pkey on public.consents
CREATE UNIQUE INDEX consents_pkey ON public.consents USING btree (id)

-- index public.consents_user_id_idx on public.consents
CREATE INDEX consents_user_id_idx ON public.consents USING btree (user_id)

-- policy public.consents consents_select_own
permissive for select to authenticated
using (user_id = ( SELECT auth.uid() AS uid))

-- table public.interviews
owner postgres
row level security enabled
acl authenticated=rDxtm/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 application_id uuid not null acl 
column 3 company_id uuid not null acl 
column 4 candidate_id uuid not null acl 
column 5 scheduled_by uuid acl 
column 6 starts_at timestamp with time zone not null acl 
column 7 time_zone text not null acl 
column 8 duration_minutes integer not null acl 
column 9 interviewer_ids uuid[] not null acl 
column 10 location text acl 
column 11 video_link text acl 
column 12 status text not null default 'scheduled'::text acl 
column 13 sequence integer not null default 0 acl 
column 14 created_at timestamp with time zone not null default now() acl 
column 15 updated_at timestamp with time zone not null default now() acl

-- constraint public.interviews audit_interviews
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- constraint public.interviews interviews_application_id_fkey
FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE CASCADE

-- constraint public.interviews interviews_candidate_id_fkey
FOREIGN KEY (candidate_id) REFERENCES public.candidates(id) ON DELETE CASCADE

-- constraint public.interviews interviews_check
CHECK (((location IS NOT NULL) OR (video_link IS NOT NULL)))

-- constraint public.interviews interviews_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.interviews interviews_duration_minutes_check
CHECK (((duration_minutes >= 15) AND (duration_minutes <= 480)))

-- constraint public.interviews interviews_interviewer_ids_check
CHECK (((cardinality(interviewer_ids) >= 1) AND (cardinality(interviewer_ids) <= 10)))

-- constraint public.interviews interviews_location_check
CHECK (((location IS NULL) OR (char_length(location) <= 300)))

-- constraint public.interviews interviews_pkey
PRIMARY KEY (id)

-- constraint public.interviews interviews_scheduled_by_fkey
FOREIGN KEY (scheduled_by) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.interviews interviews_status_check
CHECK ((status = ANY (ARRAY['scheduled'::text, 'cancelled'::text])))

-- constraint public.interviews interviews_video_link_check
CHECK (((video_link IS NULL) OR ((char_length(video_link) <= 500) AND private.is_http_link(video_link))))

-- index public.interviews_application_idx on public.interviews
CREATE INDEX interviews_application_idx ON public.interviews USING btree (application_id, starts_at)

-- index public.interviews_candidate_idx on public.interviews
CREATE INDEX interviews_candidate_idx ON public.interviews USING btree (candidate_id, starts_at)

-- index public.interviews_company_idx on public.interviews
CREATE INDEX interviews_company_idx ON public.interviews USING btree (company_id)

-- index public.interviews_interviewers_idx on public.interviews
CREATE INDEX interviews_interviewers_idx ON public.interviews USING gin (interviewer_ids)

-- index public.interviews_pkey on public.interviews
CREATE UNIQUE INDEX interviews_pkey ON public.interviews USING btree (id)

-- index public.interviews_scheduled_by_idx on public.interviews
CREATE INDEX interviews_scheduled_by_idx ON public.interviews USING btree (scheduled_by)

-- policy public.interviews interviews_select
permissive for select to authenticated
using ((( SELECT auth.uid() AS uid) = ANY (interviewer_ids)) OR ( SELECT private.is_team_application(interviews.application_id) AS is_team_application))

-- trigger public.interviews audit_interviews
CREATE CONSTRAINT TRIGGER audit_interviews AFTER INSERT OR UPDATE ON public.interviews DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.audit_interview()

-- trigger public.interviews interviews_updated_at
CREATE TRIGGER interviews_updated_at BEFORE UPDATE ON public.interviews FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.invitations
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 token text not null default private.random_token() acl 
column 3 type text not null acl 
column 4 status text not null default 'pending'::text acl 
column 5 email text not null acl 
column 6 expires_at timestamp with time zone not null default (now() + '7 days'::interval) acl 
column 7 company_id uuid acl 
column 8 role text acl 
column 9 management_terms text acl 
column 10 invited_by_admin_id uuid acl 
column 11 invited_by_user_id uuid acl 
column 12 candidate_data jsonb acl 
column 13 company_data jsonb acl 
column 14 accepted_at timestamp with time zone acl 
column 15 accepted_by uuid acl 
column 16 created_at timestamp with time zone not null default now() acl 
column 17 updated_at timestamp with time zone not null default now() acl

-- constraint public.invitations audit_admin_invitation
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- constraint public.invitations invitations_accepted_by_fkey
FOREIGN KEY (accepted_by) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.invitations invitations_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.invitations invitations_email_check
CHECK ((POSITION(('@'::text) IN (email)) > 1))

-- constraint public.invitations invitations_invited_by_admin_id_fkey
FOREIGN KEY (invited_by_admin_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.invitations invitations_invited_by_user_id_fkey
FOREIGN KEY (invited_by_user_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.invitations invitations_pkey
PRIMARY KEY (id)

-- constraint public.invitations invitations_role_check
CHECK (((role IS NULL) OR (role = ANY (ARRAY['candidate'::text, 'company'::text, 'employee'::text, 'admin'::text, 'company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text, 'partner_recruiter'::text]))))

-- constraint public.invitations invitations_status_check
CHECK ((status = ANY (ARRAY['pending'::text, 'accepted'::text, 'declined'::text, 'revoked'::text])))

-- constraint public.invitations invitations_token_key
UNIQUE (token)

-- constraint public.invitations invitations_token_length
CHECK ((length(token) >= 16))

-- constraint public.invitations invitations_type_check
CHECK ((type = ANY (ARRAY['candidate'::text, 'company_invitation'::text, 'admin_invitation'::text, 'employee_invitation'::text])))

-- index public.invitations_accepted_by_idx on public.invitations
CREATE INDEX invitations_accepted_by_idx ON public.invitations USING btree (accepted_by)

-- index public.invitations_company_id_idx on public.invitations
CREATE INDEX invitations_company_id_idx ON public.invitations USING btree (company_id)

-- index public.invitations_email_idx on public.invitations
CREATE INDEX invitations_email_idx ON public.invitations USING btree (lower(email))

-- index public.invitations_invited_by_admin_id_idx on public.invitations
CREATE INDEX invitations_invited_by_admin_id_idx ON public.invitations USING btree (invited_by_admin_id)

-- index public.invitations_invited_by_user_id_idx on public.invitations
CREATE INDEX invitations_invited_by_user_id_idx ON public.invitations USING btree (invited_by_user_id)

-- index public.invitations_pkey on public.invitations
CREATE UNIQUE INDEX invitations_pkey ON public.invitations USING btree (id)

-- index public.invitations_token_key on public.invitations
CREATE UNIQUE INDEX invitations_token_key ON public.invitations USING btree (token)

-- policy public.invitations invitations_delete
permissive for delete to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role)))

-- policy public.invitations invitations_insert
permissive for insert to authenticated
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((type = 'candidate'::text) AND (company_id IN ( SELECT private.active_company_ids() AS active_company_ids))) OR ((type = ANY (ARRAY['employee_invitation'::text, 'company_invitation'::text])) AND COALESCE(((company_data ->> 'isEmployeeInvitation'::text))::boolean, (type = 'employee_invitation'::text)) AND (company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role))))

-- policy public.invitations invitations_select
permissive for select to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (invited_by_user_id = ( SELECT auth.uid() AS uid)) OR (company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role)))

-- policy public.invitations invitations_update
permissive for update to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role)))
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role)))

-- trigger public.invitations audit_admin_invitation
CREATE CONSTRAINT TRIGGER audit_admin_invitation AFTER INSERT ON public.invitations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (new.type = 'admin_invitation'::text) EXECUTE FUNCTION private.audit_admin_invitation()

-- trigger public.invitations invitations_guard
CREATE TRIGGER invitations_guard BEFORE INSERT OR UPDATE ON public.invitations FOR EACH ROW EXECUTE FUNCTION private.guard_invitations()

-- trigger public.invitations invitations_notify_management
CREATE TRIGGER invitations_notify_management AFTER INSERT ON public.invitations FOR EACH ROW EXECUTE FUNCTION private.notify_management_invitation()

-- trigger public.invitations invitations_updated_at
CREATE TRIGGER invitations_updated_at BEFORE UPDATE ON public.invitations FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.job_application_answers
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 application_id uuid not null acl 
column 3 question_id uuid not null acl 
column 4 answer text acl 
column 5 created_at timestamp with time zone not null default now() acl 
column 6 updated_at timestamp with time zone not null default now() acl

-- constraint public.job_application_answers job_application_answers_application_id_fkey
FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE CASCADE

-- constraint public.job_application_answers job_application_answers_application_question_key
UNIQUE (application_id, question_id)

-- constraint public.job_application_answers job_application_answers_pkey
PRIMARY KEY (id)

-- constraint public.job_application_answers job_application_answers_question_id_fkey
FOREIGN KEY (question_id) REFERENCES public.job_questions(id) ON DELETE CASCADE

-- index public.job_application_answers_answer_idx on public.job_application_answers
CREATE INDEX job_application_answers_answer_idx ON public.job_application_answers USING btree (answer) WHERE (answer ~~ '%/%'::text)

-- index public.job_application_answers_application_question_key on public.job_application_answers
CREATE UNIQUE INDEX job_application_answers_application_question_key ON public.job_application_answers USING btree (application_id, question_id)

-- index public.job_application_answers_pkey on public.job_application_answers
CREATE UNIQUE INDEX job_application_answers_pkey ON public.job_application_answers USING btree (id)

-- index public.job_application_answers_question_id_idx on public.job_application_answers
CREATE INDEX job_application_answers_question_id_idx ON public.job_application_answers USING btree (question_id)

-- policy public.job_application_answers job_application_answers_delete
permissive for delete to authenticated
using ( SELECT private.is_platform_admin() AS is_platform_admin)

-- policy public.job_application_answers job_application_answers_insert
permissive for insert to authenticated
with check ( SELECT private.is_platform_admin() AS is_platform_admin)

-- policy public.job_application_answers job_application_answers_select
permissive for select to authenticated
using (application_id IN ( SELECT a.id
   FROM public.applications a))

-- policy public.job_application_answers job_application_answers_update
permissive for update to authenticated
using ( SELECT private.is_platform_admin() AS is_platform_admin)
with check ( SELECT private.is_platform_admin() AS is_platform_admin)

-- trigger public.job_application_answers job_application_answers_updated_at
CREATE TRIGGER job_application_answers_updated_at BEFORE UPDATE ON public.job_application_answers FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.job_assignments
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 job_id uuid not null acl 
column 3 assigned_to_user_id uuid not null acl 
column 4 assigned_by_user_id uuid acl 
column 5 created_at timestamp with time zone not null default now() acl 
column 6 updated_at timestamp with time zone not null default now() acl

-- constraint public.job_assignments job_assignments_assigned_by_user_id_fkey
FOREIGN KEY (assigned_by_user_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.job_assignments job_assignments_assigned_to_user_id_fkey
FOREIGN KEY (assigned_to_user_id) REFERENCES public.company_users(user_id) ON DELETE CASCADE

-- constraint public.job_assignments job_assignments_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE CASCADE

-- constraint public.job_assignments job_assignments_job_id_key
UNIQUE (job_id)

-- constraint public.job_assignments job_assignments_pkey
PRIMARY KEY (id)

-- index public.job_assignments_assigned_by_user_id_idx on public.job_assignments
CREATE INDEX job_assignments_assigned_by_user_id_idx ON public.job_assignments USING btree (assigned_by_user_id)

-- index public.job_assignments_assigned_to_user_id_idx on public.job_assignments
CREATE INDEX job_assignments_assigned_to_user_id_idx ON public.job_assignments USING btree (assigned_to_user_id)

-- index public.job_assignments_job_id_key on public.job_assignments
CREATE UNIQUE INDEX job_assignments_job_id_key ON public.job_assignments USING btree (job_id)

-- index public.job_assignments_pkey on public.job_assignments
CREATE UNIQUE INDEX job_assignments_pkey ON public.job_assignments USING btree (id)

-- policy public.job_assignments job_assignments_delete
permissive for delete to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE ((j.id = job_assignments.job_id) AND (j.company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role))))) AND private.staff_sees_job(job_id)))

-- policy public.job_assignments job_assignments_insert
permissive for insert to authenticated
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE ((j.id = job_assignments.job_id) AND (j.company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids))))) AND private.staff_sees_job(job_id)))

-- policy public.job_assignments job_assignments_select
permissive for select to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR private.staff_sees_job(job_id))

-- policy public.job_assignments job_assignments_update
permissive for update to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE ((j.id = job_assignments.job_id) AND (j.company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids))))) AND private.staff_sees_job(job_id)))
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE ((j.id = job_assignments.job_id) AND (j.company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids))))) AND private.staff_sees_job(job_id)))

-- trigger public.job_assignments job_assignments_check
CREATE TRIGGER job_assignments_check BEFORE INSERT OR UPDATE ON public.job_assignments FOR EACH ROW EXECUTE FUNCTION private.check_job_assignment()

-- trigger public.job_assignments job_assignments_live
CREATE TRIGGER job_assignments_live AFTER INSERT OR DELETE OR UPDATE ON public.job_assignments FOR EACH ROW EXECUTE FUNCTION private.jobs_live()

-- trigger public.job_assignments job_assignments_updated_at
CREATE TRIGGER job_assignments_updated_at BEFORE UPDATE ON public.job_assignments FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.job_invitations
owner postgres
row level security enabled
acl authenticated=r/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 job_id uuid not null acl 
column 3 candidate_id uuid not null acl 
column 4 invited_by_user_id uuid acl 
column 5 created_at timestamp with time zone not null default now() acl

-- constraint public.job_invitations job_invitations_candidate_id_fkey
FOREIGN KEY (candidate_id) REFERENCES public.candidates(id) ON UPDATE CASCADE ON DELETE CASCADE

-- constraint public.job_invitations job_invitations_invited_by_user_id_fkey
FOREIGN KEY (invited_by_user_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.job_invitations job_invitations_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON UPDATE CASCADE ON DELETE CASCADE

-- constraint public.job_invitations job_invitations_once
UNIQUE (job_id, candidate_id)

-- constraint public.job_invitations job_invitations_pkey
PRIMARY KEY (id)

-- index public.job_invitations_candidate_id_idx on public.job_invitations
CREATE INDEX job_invitations_candidate_id_idx ON public.job_invitations USING btree (candidate_id)

-- index public.job_invitations_invited_by_user_id_idx on public.job_invitations
CREATE INDEX job_invitations_invited_by_user_id_idx ON public.job_invitations USING btree (invited_by_user_id)

-- index public.job_invitations_once on public.job_invitations
CREATE UNIQUE INDEX job_invitations_once ON public.job_invitations USING btree (job_id, candidate_id)

-- index public.job_invitations_pkey on public.job_invitations
CREATE UNIQUE INDEX job_invitations_pkey ON public.job_invitations USING btree (id)

-- policy public.job_invitations job_invitations_select
permissive for select to authenticated
using ((job_id IN ( SELECT j.id
   FROM public.jobs j
  WHERE (j.company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text]) AS company_ids_with_role)))) OR (candidate_id IN ( SELECT private.own_candidate_ids() AS own_candidate_ids)))

-- table public.job_questions
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 job_id uuid not null acl 
column 3 question text not null acl 
column 4 question_type text not null default 'TEXT'::text acl 
column 5 is_required boolean not null default true acl 
column 6 options jsonb acl 
column 7 "position" integer not null default 0 acl 
column 8 created_at timestamp with time zone not null default now() acl 
column 9 updated_at timestamp with time zone not null default now() acl

-- constraint public.job_questions job_questions_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE CASCADE

-- constraint public.job_questions job_questions_options_array
CHECK (((options IS NULL) OR (jsonb_typeof(options) = 'array'::text)))

-- constraint public.job_questions job_questions_pkey
PRIMARY KEY (id)

-- constraint public.job_questions job_questions_question_check
CHECK ((length(btrim(question)) > 0))

-- constraint public.job_questions job_questions_question_type_check
CHECK ((question_type = ANY (ARRAY['TEXT'::text, 'TEXTAREA'::text, 'MULTIPLE_CHOICE'::text, 'CHECKBOX'::text, 'FILE'::text, 'RATING'::text])))

-- index public.job_questions_job_id_idx on public.job_questions
CREATE INDEX job_questions_job_id_idx ON public.job_questions USING btree (job_id, "position")

-- index public.job_questions_pkey on public.job_questions
CREATE UNIQUE INDEX job_questions_pkey ON public.job_questions USING btree (id)

-- policy public.job_questions job_questions_delete
permissive for delete to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (job_id IN ( SELECT j.id
   FROM public.jobs j
  WHERE ((j.id IN ( SELECT private.staff_job_ids() AS staff_job_ids)) AND (j.company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text]) AS company_ids_with_role))))))

-- policy public.job_questions job_questions_insert
permissive for insert to authenticated
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR (job_id IN ( SELECT j.id
   FROM public.jobs j
  WHERE ((j.id IN ( SELECT private.staff_job_ids() AS staff_job_ids)) AND (j.company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text]) AS active_company_ids))))))

-- policy public.job_questions job_questions_select
permissive for select to authenticated
using (EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE (j.id = job_questions.job_id)))

-- policy public.job_questions job_questions_update
permissive for update to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (job_id IN ( SELECT j.id
   FROM public.jobs j
  WHERE ((j.id IN ( SELECT private.staff_job_ids() AS staff_job_ids)) AND (j.company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text]) AS active_company_ids))))))

-- trigger public.job_questions job_questions_updated_at
CREATE TRIGGER job_questions_updated_at BEFORE UPDATE ON public.job_questions FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.jobs
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 company_id uuid not null acl 
column 3 created_by uuid default auth.uid() acl 
column 4 title text not null acl 
column 5 description text not null default ''::text acl 
column 6 location text acl 
column 7 locations text[] not null default '{}'::text[] acl 
column 8 job_type text acl 
column 9 experience_level text acl 
column 10 experience_required text acl 
column 11 education_required text acl 
column 12 salary_min integer acl 
column 13 salary_max integer acl 
column 14 skills_required text[] not null default '{}'::text[] acl 
column 15 requirements text[] not null default '{}'::text[] acl 
column 16 preferred_skills text[] not null default '{}'::text[] acl 
column 17 status text not null default 'draft'::text acl 
column 18 expires_at timestamp with time zone acl 
column 19 created_at timestamp with time zone not null default now() acl 
column 20 updated_at timestamp with time zone not null default now() acl 
column 21 search_text text generated as (lower(title)) stored acl 
column 22 board_words tsvector generated as (to_tsvector('simple'::regconfig, ((title || ' '::text) || private.join_words(skills_required)))) stored acl 
column 23 location_words tsvector generated as (to_tsvector('simple'::regconfig, ((COALESCE(location, ''::text) || ' '::text) || private.join_words(locations)))) stored acl 
column 24 is_remote boolean generated as (((job_type = 'REMOTE'::text) OR (lower(((COALESCE(location, ''::text) || ' '::text) || private.join_words(locations))) ~~ '%remote%'::text))) stored acl 
column 25 salary_sort integer generated as (COALESCE(salary_max, salary_min)) stored acl 
column 26 company_listed boolean not null default false acl

-- constraint public.jobs jobs_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.jobs jobs_created_by_fkey
FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.jobs jobs_experience_level_check
CHECK (((experience_level IS NULL) OR (experience_level = ANY (ARRAY['entry_level'::text, 'mid_level'::text, 'senior_level'::text, 'lead'::text, 'executive'::text]))))

-- constraint public.jobs jobs_job_type_check
CHECK (((job_type IS NULL) OR (job_type = ANY (ARRAY['FULL_TIME'::text, 'PART_TIME'::text, 'CONTRACT'::text, 'INTERNSHIP'::text, 'REMOTE'::text]))))

-- constraint public.jobs jobs_pkey
PRIMARY KEY (id)

-- constraint public.jobs jobs_salary_max_check
CHECK (((salary_max IS NULL) OR (salary_max >= 0)))

-- constraint public.jobs jobs_salary_min_check
CHECK (((salary_min IS NULL) OR (salary_min >= 0)))

-- constraint public.jobs jobs_salary_range
CHECK (((salary_min IS NULL) OR (salary_max IS NULL) OR (salary_min <= salary_max)))

-- constraint public.jobs jobs_status_check
CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text, 'open'::text, 'active'::text, 'closed'::text, 'filled'::text])))

-- constraint public.jobs jobs_title_check
CHECK ((length(btrim(title)) > 0))

-- index public.jobs_company_id_idx on public.jobs
CREATE INDEX jobs_company_id_idx ON public.jobs USING btree (company_id, created_at DESC) INCLUDE (id, created_by, title, status, search_text)

-- index public.jobs_created_by_idx on public.jobs
CREATE INDEX jobs_created_by_idx ON public.jobs USING btree (created_by)

-- index public.jobs_open_created_idx on public.jobs
CREATE INDEX jobs_open_created_idx ON public.jobs USING btree (created_at DESC, id DESC) INCLUDE (company_id, expires_at) WHERE (status = ANY (ARRAY['published'::text, 'open'::text, 'active'::text]))

-- index public.jobs_open_expires_idx on public.jobs
CREATE INDEX jobs_open_expires_idx ON public.jobs USING btree (expires_at) INCLUDE (company_id) WHERE (status = ANY (ARRAY['published'::text, 'open'::text, 'active'::text]))

-- index public.jobs_pkey on public.jobs
CREATE UNIQUE INDEX jobs_pkey ON public.jobs USING btree (id)

-- index public.jobs_status_idx on public.jobs
CREATE INDEX jobs_status_idx ON public.jobs USING btree (status)

-- policy public.jobs jobs_delete
permissive for delete to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((id IN ( SELECT private.staff_job_ids() AS staff_job_ids)) AND (company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role))) OR ((created_by = ( SELECT auth.uid() AS uid)) AND (company_id IN ( SELECT private.company_ids_with_role(ARRAY['recruiter'::text]) AS company_ids_with_role))))

-- policy public.jobs jobs_insert
permissive for insert to authenticated
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text]) AS active_company_ids)))

-- policy public.jobs jobs_select
permissive for select to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id = ANY (ARRAY( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS company_ids_with_role))) OR ((created_by = ( SELECT auth.uid() AS uid)) AND (company_id = ANY (ARRAY( SELECT private.company_ids_with_role() AS company_ids_with_role)))) OR (id IN ( SELECT private.visible_job_ids() AS visible_job_ids)) OR (( SELECT private.is_candidate_account() AS is_candidate_account) AND (status = ANY (ARRAY['published'::text, 'open'::text, 'active'::text])) AND ((expires_at IS NULL) OR (expires_at > now())) AND (company_id IN ( SELECT private.approved_company_ids() AS approved_company_ids))) OR (id IN ( SELECT private.applied_job_ids() AS applied_job_ids)))

-- policy public.jobs jobs_update
permissive for update to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((id IN ( SELECT private.staff_job_ids() AS staff_job_ids)) AND (company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text]) AS active_company_ids))))
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text, 'recruiter'::text]) AS active_company_ids)))

-- trigger public.jobs jobs_board_copy
CREATE TRIGGER jobs_board_copy AFTER INSERT OR UPDATE ON public.jobs FOR EACH ROW EXECUTE FUNCTION private.sync_board_job()

-- trigger public.jobs jobs_company_listed
CREATE TRIGGER jobs_company_listed BEFORE INSERT OR UPDATE OF company_id ON public.jobs FOR EACH ROW EXECUTE FUNCTION private.job_company_listed()

-- trigger public.jobs jobs_expiry_end_of_day
CREATE TRIGGER jobs_expiry_end_of_day BEFORE INSERT OR UPDATE OF expires_at ON public.jobs FOR EACH ROW EXECUTE FUNCTION private.jobs_expiry_end_of_day()

-- trigger public.jobs jobs_guard
CREATE TRIGGER jobs_guard BEFORE INSERT OR UPDATE ON public.jobs FOR EACH ROW EXECUTE FUNCTION private.guard_jobs()

-- trigger public.jobs jobs_live
CREATE TRIGGER jobs_live AFTER INSERT OR DELETE OR UPDATE ON public.jobs FOR EACH ROW EXECUTE FUNCTION private.jobs_live()

-- trigger public.jobs jobs_match
CREATE TRIGGER jobs_match AFTER INSERT OR UPDATE OF skills_required, preferred_skills, experience_level, location, locations, job_type, salary_min, salary_max ON public.jobs FOR EACH ROW EXECUTE FUNCTION private.match_row_changed()

-- trigger public.jobs jobs_match_queue
CREATE TRIGGER jobs_match_queue AFTER UPDATE OF status, company_id, expires_at ON public.jobs FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status OR old.company_id IS DISTINCT FROM new.company_id OR old.expires_at IS DISTINCT FROM new.expires_at) EXECUTE FUNCTION private.match_inputs_queued()

-- trigger public.jobs jobs_move_applications
CREATE TRIGGER jobs_move_applications AFTER UPDATE OF company_id ON public.jobs FOR EACH ROW WHEN (old.company_id IS DISTINCT FROM new.company_id) EXECUTE FUNCTION private.move_job_applications()

-- trigger public.jobs jobs_open_counts_delete
CREATE TRIGGER jobs_open_counts_delete AFTER DELETE ON public.jobs FOR EACH ROW EXECUTE FUNCTION private.track_open_jobs()

-- trigger public.jobs jobs_open_counts_insert
CREATE TRIGGER jobs_open_counts_insert AFTER INSERT ON public.jobs FOR EACH ROW EXECUTE FUNCTION private.track_open_jobs()

-- trigger public.jobs jobs_open_counts_update
CREATE TRIGGER jobs_open_counts_update AFTER UPDATE ON public.jobs FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status OR old.expires_at IS DISTINCT FROM new.expires_at OR old.company_id IS DISTINCT FROM new.company_id) EXECUTE FUNCTION private.track_open_jobs()

-- trigger public.jobs jobs_report_count
CREATE TRIGGER jobs_report_count AFTER INSERT ON public.jobs FOR EACH ROW EXECUTE FUNCTION private.report_count_job()

-- trigger public.jobs jobs_updated_at
CREATE TRIGGER jobs_updated_at BEFORE UPDATE ON public.jobs FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.notes
owner postgres
row level security enabled
acl authenticated=rdDxtm/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 company_id uuid not null acl 
column 3 candidate_id uuid not null acl authenticated=a/postgres
column 4 application_id uuid acl authenticated=a/postgres
column 5 author_id uuid acl 
column 6 body text not null acl authenticated=a/postgres
column 7 mentioned_user_ids uuid[] not null default '{}'::uuid[] acl authenticated=a/postgres
column 8 created_at timestamp with time zone not null default now() acl

-- constraint public.notes audit_notes
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- constraint public.notes notes_application_id_fkey
FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE CASCADE

-- constraint public.notes notes_author_id_fkey
FOREIGN KEY (author_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.notes notes_body_check
CHECK (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 5000)))

-- constraint public.notes notes_candidate_id_fkey
FOREIGN KEY (candidate_id) REFERENCES public.candidates(id) ON DELETE CASCADE

-- constraint public.notes notes_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.notes notes_mentioned_user_ids_check
CHECK ((cardinality(mentioned_user_ids) <= 20))

-- constraint public.notes notes_pkey
PRIMARY KEY (id)

-- index public.notes_application_idx on public.notes
CREATE INDEX notes_application_idx ON public.notes USING btree (application_id, created_at DESC) WHERE (application_id IS NOT NULL)

-- index public.notes_author_idx on public.notes
CREATE INDEX notes_author_idx ON public.notes USING btree (author_id)

-- index public.notes_candidate_idx on public.notes
CREATE INDEX notes_candidate_idx ON public.notes USING btree (candidate_id, company_id, created_at DESC)

-- index public.notes_company_idx on public.notes
CREATE INDEX notes_company_idx ON public.notes USING btree (company_id)

-- index public.notes_pkey on public.notes
CREATE UNIQUE INDEX notes_pkey ON public.notes USING btree (id)

-- policy public.notes notes_delete
permissive for delete to authenticated
using (author_id = ( SELECT auth.uid() AS uid))

-- policy public.notes notes_insert
permissive for insert to authenticated
with check ((author_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_company_staff(notes.company_id) AS is_company_staff) AND
CASE
    WHEN (application_id IS NULL) THEN (candidate_id IN ( SELECT private.visible_candidate_ids() AS visible_candidate_ids))
    ELSE ( SELECT private.can_work_application(notes.application_id) AS can_work_application)
END)

-- policy public.notes notes_select
permissive for select to authenticated
using (( SELECT private.is_company_staff(notes.company_id) AS is_company_staff) AND
CASE
    WHEN (application_id IS NULL) THEN (candidate_id IN ( SELECT private.visible_candidate_ids() AS visible_candidate_ids))
    ELSE ( SELECT private.is_team_application(notes.application_id) AS is_team_application)
END)

-- trigger public.notes audit_notes
CREATE CONSTRAINT TRIGGER audit_notes AFTER INSERT OR DELETE ON public.notes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.audit_note()

-- trigger public.notes notes_notify_mentions
CREATE TRIGGER notes_notify_mentions AFTER INSERT ON public.notes FOR EACH ROW EXECUTE FUNCTION private.notify_note_mentions()

-- trigger public.notes notes_prepare
CREATE TRIGGER notes_prepare BEFORE INSERT ON public.notes FOR EACH ROW EXECUTE FUNCTION private.prepare_note()

-- table public.notification_preferences
owner postgres
row level security enabled
acl authenticated=arwdDxtm/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 user_id uuid not null default auth.uid() acl 
column 2 type text not null acl 
column 3 email boolean not null acl 
column 4 updated_at timestamp with time zone not null default now() acl

-- constraint public.notification_preferences notification_preferences_pkey
PRIMARY KEY (user_id, type)

-- constraint public.notification_preferences notification_preferences_type_check
CHECK ((type = ANY (ARRAY['company_invitation'::text, 'application_update'::text, 'job_assignment'::text, 'new_application'::text, 'mention'::text, 'interview'::text, 'ownership_conflict'::text])))

-- constraint public.notification_preferences notification_preferences_user_id_fkey
FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE

-- index public.notification_preferences_pkey on public.notification_preferences
CREATE UNIQUE INDEX notification_preferences_pkey ON public.notification_preferences USING btree (user_id, type)

-- policy public.notification_preferences notification_preferences_delete
permissive for delete to authenticated
using (user_id = ( SELECT auth.uid() AS uid))

-- policy public.notification_preferences notification_preferences_insert
permissive for insert to authenticated
with check (user_id = ( SELECT auth.uid() AS uid))

-- policy public.notification_preferences notification_preferences_select
permissive for select to authenticated
using (user_id = ( SELECT auth.uid() AS uid))

-- policy public.notification_preferences notification_preferences_update
permissive for update to authenticated
using (user_id = ( SELECT auth.uid() AS uid))
with check (user_id = ( SELECT auth.uid() AS uid))

-- trigger public.notification_preferences notification_preferences_updated_at
CREATE TRIGGER notification_preferences_updated_at BEFORE UPDATE ON public.notification_preferences FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.notifications
owner postgres
row level security enabled
acl authenticated=rd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 user_id uuid not null acl 
column 3 type text not null default 'company_invitation'::text acl 
column 4 title text not null acl 
column 5 message text acl 
column 6 is_read boolean not null default false acl authenticated=w/postgres
column 7 data jsonb not null default '{}'::jsonb acl 
column 8 created_at timestamp with time zone not null default now() acl 
column 9 updated_at timestamp with time zone not null default now() acl 
column 10 link text acl 
column 11 emailed_at timestamp with time zone acl

-- constraint public.notifications notifications_link_check
CHECK (((link IS NULL) OR (link ~~ '/%'::text)))

-- constraint public.notifications notifications_pkey
PRIMARY KEY (id)

-- constraint public.notifications notifications_type_check
CHECK ((type = ANY (ARRAY['company_invitation'::text, 'application_update'::text, 'job_assignment'::text, 'system'::text, 'new_application'::text, 'mention'::text, 'interview'::text, 'ownership_conflict'::text, 'job_invitation'::text])))

-- constraint public.notifications notifications_user_id_fkey
FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE

-- index public.notifications_not_emailed_idx on public.notifications
CREATE INDEX notifications_not_emailed_idx ON public.notifications USING btree (created_at) WHERE (emailed_at IS NULL)

-- index public.notifications_pkey on public.notifications
CREATE UNIQUE INDEX notifications_pkey ON public.notifications USING btree (id)

-- index public.notifications_unread_idx on public.notifications
CREATE INDEX notifications_unread_idx ON public.notifications USING btree (user_id) WHERE (NOT is_read)

-- index public.notifications_user_id_idx on public.notifications
CREATE INDEX notifications_user_id_idx ON public.notifications USING btree (user_id, created_at DESC)

-- policy public.notifications notifications_delete
permissive for delete to authenticated
using (user_id = ( SELECT auth.uid() AS uid))

-- policy public.notifications notifications_select
permissive for select to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin))

-- policy public.notifications notifications_update
permissive for update to authenticated
using (user_id = ( SELECT auth.uid() AS uid))
with check (user_id = ( SELECT auth.uid() AS uid))

-- trigger public.notifications notifications_guard
CREATE TRIGGER notifications_guard BEFORE UPDATE ON public.notifications FOR EACH ROW EXECUTE FUNCTION private.guard_notifications()

-- trigger public.notifications notifications_live
CREATE TRIGGER notifications_live AFTER INSERT OR DELETE OR UPDATE ON public.notifications FOR EACH ROW EXECUTE FUNCTION private.notifications_live()

-- trigger public.notifications notifications_updated_at
CREATE TRIGGER notifications_updated_at BEFORE UPDATE ON public.notifications FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.ownership_conflicts
owner postgres
row level security enabled
acl authenticated=r/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 company_id uuid not null acl 
column 3 job_id uuid acl 
column 4 person_id uuid not null acl 
column 5 application_id uuid acl 
column 6 ownership_id uuid acl 
column 7 owner_vendor_id uuid acl 
column 8 challenger_kind text not null acl 
column 9 challenger_vendor_id uuid acl 
column 10 challenger_user_id uuid acl 
column 11 challenger_label text not null acl 
column 12 decision text not null default 'credited_to_owner'::text acl 
column 13 created_at timestamp with time zone not null default now() acl

-- constraint public.ownership_conflicts ownership_conflicts_application_id_fkey
FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE SET NULL

-- constraint public.ownership_conflicts ownership_conflicts_challenger_kind_check
CHECK ((challenger_kind = ANY (ARRAY['vendor'::text, 'company'::text, 'candidate'::text])))

-- constraint public.ownership_conflicts ownership_conflicts_challenger_user_id_fkey
FOREIGN KEY (challenger_user_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.ownership_conflicts ownership_conflicts_challenger_vendor_id_fkey
FOREIGN KEY (challenger_vendor_id) REFERENCES public.vendors(id) ON DELETE SET NULL

-- constraint public.ownership_conflicts ownership_conflicts_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.ownership_conflicts ownership_conflicts_decision_check
CHECK ((decision = ANY (ARRAY['credited_to_owner'::text, 'refused'::text])))

-- constraint public.ownership_conflicts ownership_conflicts_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE SET NULL

-- constraint public.ownership_conflicts ownership_conflicts_owner_vendor_id_fkey
FOREIGN KEY (owner_vendor_id) REFERENCES public.vendors(id) ON DELETE SET NULL

-- constraint public.ownership_conflicts ownership_conflicts_ownership_id_fkey
FOREIGN KEY (ownership_id) REFERENCES public.candidate_ownerships(id) ON DELETE SET NULL

-- constraint public.ownership_conflicts ownership_conflicts_pkey
PRIMARY KEY (id)

-- index public.ownership_conflicts_application_idx on public.ownership_conflicts
CREATE INDEX ownership_conflicts_application_idx ON public.ownership_conflicts USING btree (application_id)

-- index public.ownership_conflicts_challenger_user_idx on public.ownership_conflicts
CREATE INDEX ownership_conflicts_challenger_user_idx ON public.ownership_conflicts USING btree (challenger_user_id)

-- index public.ownership_conflicts_challenger_vendor_idx on public.ownership_conflicts
CREATE INDEX ownership_conflicts_challenger_vendor_idx ON public.ownership_conflicts USING btree (challenger_vendor_id)

-- index public.ownership_conflicts_company_idx on public.ownership_conflicts
CREATE INDEX ownership_conflicts_company_idx ON public.ownership_conflicts USING btree (company_id, created_at DESC, id DESC)

-- index public.ownership_conflicts_job_idx on public.ownership_conflicts
CREATE INDEX ownership_conflicts_job_idx ON public.ownership_conflicts USING btree (job_id)

-- index public.ownership_conflicts_owner_idx on public.ownership_conflicts
CREATE INDEX ownership_conflicts_owner_idx ON public.ownership_conflicts USING btree (owner_vendor_id)

-- index public.ownership_conflicts_ownership_idx on public.ownership_conflicts
CREATE INDEX ownership_conflicts_ownership_idx ON public.ownership_conflicts USING btree (ownership_id)

-- index public.ownership_conflicts_pkey on public.ownership_conflicts
CREATE UNIQUE INDEX ownership_conflicts_pkey ON public.ownership_conflicts USING btree (id)

-- policy public.ownership_conflicts ownership_conflicts_select
permissive for select to authenticated
using ((company_id = ANY (ARRAY( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role))) OR ( SELECT private.is_platform_admin() AS is_platform_admin))

-- table public.profiles
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null acl 
column 2 email text not null acl 
column 3 role text not null default 'candidate'::text acl 
column 4 created_at timestamp with time zone not null default now() acl 
column 5 updated_at timestamp with time zone not null default now() acl

-- constraint public.profiles audit_profile_role
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- constraint public.profiles profiles_id_fkey
FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE

-- constraint public.profiles profiles_pkey
PRIMARY KEY (id)

-- constraint public.profiles profiles_role_check
CHECK ((role = ANY (ARRAY['candidate'::text, 'company'::text, 'admin'::text])))

-- index public.profiles_admin_role_idx on public.profiles
CREATE INDEX profiles_admin_role_idx ON public.profiles USING btree (id) WHERE (role = 'admin'::text)

-- index public.profiles_email_search_idx on public.profiles
CREATE INDEX profiles_email_search_idx ON public.profiles USING gin (lower(email) extensions.gin_trgm_ops)

-- index public.profiles_pkey on public.profiles
CREATE UNIQUE INDEX profiles_pkey ON public.profiles USING btree (id)

-- index public.profiles_role_idx on public.profiles
CREATE INDEX profiles_role_idx ON public.profiles USING btree (role)

-- policy public.profiles profiles_delete
permissive for delete to authenticated
using ( SELECT private.is_platform_admin() AS is_platform_admin)

-- policy public.profiles profiles_insert
permissive for insert to authenticated
with check ((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin))

-- policy public.profiles profiles_select
permissive for select to authenticated
using ((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin))

-- policy public.profiles profiles_update
permissive for update to authenticated
using ((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin))
with check ((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin))

-- trigger public.profiles audit_profile_role
CREATE CONSTRAINT TRIGGER audit_profile_role AFTER UPDATE OF role ON public.profiles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (old.role IS DISTINCT FROM new.role) EXECUTE FUNCTION private.audit_profile_role()

-- trigger public.profiles profiles_admin_roles_guard
CREATE TRIGGER profiles_admin_roles_guard BEFORE DELETE OR UPDATE OF role ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.guard_admin_roles()

-- trigger public.profiles profiles_guard
CREATE TRIGGER profiles_guard BEFORE INSERT OR UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.guard_profiles()

-- trigger public.profiles profiles_report_count
CREATE TRIGGER profiles_report_count AFTER INSERT ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.report_count_profile()

-- trigger public.profiles profiles_updated_at
CREATE TRIGGER profiles_updated_at BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.representation_requests
owner postgres
row level security enabled
acl postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl authenticated=r/postgres
column 2 company_id uuid not null acl authenticated=r/postgres
column 3 job_id uuid not null acl authenticated=r/postgres
column 4 candidate_id uuid not null acl authenticated=r/postgres
column 5 person_id uuid not null acl 
column 6 vendor_id uuid not null acl authenticated=r/postgres
column 7 requested_by uuid acl authenticated=r/postgres
column 8 answers jsonb not null default '[]'::jsonb acl 
column 9 pitch_note text acl authenticated=r/postgres
column 10 status text not null default 'pending'::text acl authenticated=r/postgres
column 11 created_at timestamp with time zone not null default now() acl authenticated=r/postgres
column 12 expires_at timestamp with time zone not null default (now() + '7 days'::interval) acl authenticated=r/postgres
column 13 decided_at timestamp with time zone acl authenticated=r/postgres
column 14 application_id uuid acl authenticated=r/postgres
column 15 claimed_at timestamp with time zone acl service_role=w/postgres
column 16 sent_at timestamp with time zone acl authenticated=r/postgres, service_role=w/postgres
column 17 document_ids uuid[] not null default '{}'::uuid[] acl

-- constraint public.representation_requests representation_requests_application_id_fkey
FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE SET NULL

-- constraint public.representation_requests representation_requests_candidate_id_fkey
FOREIGN KEY (candidate_id) REFERENCES public.candidates(id) ON DELETE CASCADE

-- constraint public.representation_requests representation_requests_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.representation_requests representation_requests_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE CASCADE

-- constraint public.representation_requests representation_requests_pitch_note_length
CHECK ((char_length(pitch_note) <= 2000))

-- constraint public.representation_requests representation_requests_pkey
PRIMARY KEY (id)

-- constraint public.representation_requests representation_requests_requested_by_fkey
FOREIGN KEY (requested_by) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.representation_requests representation_requests_status_check
CHECK ((status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'declined'::text, 'lapsed'::text])))

-- constraint public.representation_requests representation_requests_vendor_id_fkey
FOREIGN KEY (vendor_id) REFERENCES public.vendors(id) ON DELETE CASCADE

-- index public.representation_requests_application_idx on public.representation_requests
CREATE INDEX representation_requests_application_idx ON public.representation_requests USING btree (application_id)

-- index public.representation_requests_candidate_idx on public.representation_requests
CREATE INDEX representation_requests_candidate_idx ON public.representation_requests USING btree (candidate_id)

-- index public.representation_requests_company_idx on public.representation_requests
CREATE INDEX representation_requests_company_idx ON public.representation_requests USING btree (company_id)

-- index public.representation_requests_job_person_idx on public.representation_requests
CREATE INDEX representation_requests_job_person_idx ON public.representation_requests USING btree (job_id, person_id) WHERE (status = 'pending'::text)

-- index public.representation_requests_pkey on public.representation_requests
CREATE UNIQUE INDEX representation_requests_pkey ON public.representation_requests USING btree (id)

-- index public.representation_requests_requested_by_idx on public.representation_requests
CREATE INDEX representation_requests_requested_by_idx ON public.representation_requests USING btree (requested_by)

-- index public.representation_requests_unsent_idx on public.representation_requests
CREATE INDEX representation_requests_unsent_idx ON public.representation_requests USING btree (created_at) WHERE (sent_at IS NULL)

-- index public.representation_requests_vendor_idx on public.representation_requests
CREATE INDEX representation_requests_vendor_idx ON public.representation_requests USING btree (vendor_id, created_at DESC)

-- policy public.representation_requests representation_requests_select
permissive for select to authenticated
using ((vendor_id IN ( SELECT private.member_vendor_ids() AS member_vendor_ids)) OR ( SELECT private.is_platform_admin() AS is_platform_admin))

-- trigger public.representation_requests representation_requests_attach_documents
CREATE TRIGGER representation_requests_attach_documents AFTER UPDATE OF status ON public.representation_requests FOR EACH ROW WHEN (new.status = 'confirmed'::text AND old.status <> 'confirmed'::text AND new.application_id IS NOT NULL AND cardinality(new.document_ids) > 0) EXECUTE FUNCTION private.attach_confirmed_documents()

-- trigger public.representation_requests representation_requests_live
CREATE TRIGGER representation_requests_live AFTER INSERT OR UPDATE ON public.representation_requests FOR EACH ROW EXECUTE FUNCTION private.representation_requests_live()

-- table public.saved_jobs
owner postgres
row level security enabled
acl authenticated=ard/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 user_id uuid not null default auth.uid() acl 
column 3 job_id uuid not null acl 
column 4 created_at timestamp with time zone not null default now() acl

-- constraint public.saved_jobs saved_jobs_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE CASCADE

-- constraint public.saved_jobs saved_jobs_pkey
PRIMARY KEY (id)

-- constraint public.saved_jobs saved_jobs_user_id_fkey
FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE

-- constraint public.saved_jobs saved_jobs_user_job_key
UNIQUE (user_id, job_id)

-- index public.saved_jobs_job_id_idx on public.saved_jobs
CREATE INDEX saved_jobs_job_id_idx ON public.saved_jobs USING btree (job_id)

-- index public.saved_jobs_pkey on public.saved_jobs
CREATE UNIQUE INDEX saved_jobs_pkey ON public.saved_jobs USING btree (id)

-- index public.saved_jobs_user_created_idx on public.saved_jobs
CREATE INDEX saved_jobs_user_created_idx ON public.saved_jobs USING btree (user_id, created_at DESC)

-- index public.saved_jobs_user_job_key on public.saved_jobs
CREATE UNIQUE INDEX saved_jobs_user_job_key ON public.saved_jobs USING btree (user_id, job_id)

-- policy public.saved_jobs saved_jobs_delete
permissive for delete to authenticated
using (user_id = ( SELECT auth.uid() AS uid))

-- policy public.saved_jobs saved_jobs_insert
permissive for insert to authenticated
with check ((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_candidate_account() AS is_candidate_account) AND private.job_is_open(job_id))

-- policy public.saved_jobs saved_jobs_select
permissive for select to authenticated
using (user_id = ( SELECT auth.uid() AS uid))

-- table public.saved_searches
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 user_id uuid not null default auth.uid() acl 
column 3 name text not null acl 
column 4 query text acl 
column 5 location text acl 
column 6 remote boolean acl 
column 7 job_type text acl 
column 8 experience_level text acl 
column 9 min_salary integer acl 
column 10 alerts_enabled boolean not null default true acl 
column 11 last_alerted_at timestamp with time zone not null default now() acl 
column 12 created_at timestamp with time zone not null default now() acl 
column 13 updated_at timestamp with time zone not null default now() acl

-- constraint public.saved_searches saved_searches_experience_level_check
CHECK (((experience_level IS NULL) OR (experience_level = ANY (ARRAY['entry_level'::text, 'mid_level'::text, 'senior_level'::text, 'lead'::text, 'executive'::text]))))

-- constraint public.saved_searches saved_searches_job_type_check
CHECK (((job_type IS NULL) OR (job_type = ANY (ARRAY['FULL_TIME'::text, 'PART_TIME'::text, 'CONTRACT'::text, 'INTERNSHIP'::text, 'REMOTE'::text]))))

-- constraint public.saved_searches saved_searches_location_check
CHECK (((location IS NULL) OR (length(location) <= 100)))

-- constraint public.saved_searches saved_searches_min_salary_check
CHECK (((min_salary IS NULL) OR (min_salary >= 0)))

-- constraint public.saved_searches saved_searches_name_check
CHECK (((length(btrim(name)) >= 1) AND (length(btrim(name)) <= 100)))

-- constraint public.saved_searches saved_searches_pkey
PRIMARY KEY (id)

-- constraint public.saved_searches saved_searches_query_check
CHECK (((query IS NULL) OR (length(query) <= 100)))

-- constraint public.saved_searches saved_searches_user_id_fkey
FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE

-- index public.saved_searches_alerts_idx on public.saved_searches
CREATE INDEX saved_searches_alerts_idx ON public.saved_searches USING btree (last_alerted_at) WHERE alerts_enabled

-- index public.saved_searches_pkey on public.saved_searches
CREATE UNIQUE INDEX saved_searches_pkey ON public.saved_searches USING btree (id)

-- index public.saved_searches_user_id_idx on public.saved_searches
CREATE INDEX saved_searches_user_id_idx ON public.saved_searches USING btree (user_id, created_at DESC)

-- policy public.saved_searches saved_searches_delete
permissive for delete to authenticated
using (user_id = ( SELECT auth.uid() AS uid))

-- policy public.saved_searches saved_searches_insert
permissive for insert to authenticated
with check ((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_candidate_account() AS is_candidate_account))

-- policy public.saved_searches saved_searches_select
permissive for select to authenticated
using (user_id = ( SELECT auth.uid() AS uid))

-- policy public.saved_searches saved_searches_update
permissive for update to authenticated
using (user_id = ( SELECT auth.uid() AS uid))
with check (user_id = ( SELECT auth.uid() AS uid))

-- trigger public.saved_searches saved_searches_updated_at
CREATE TRIGGER saved_searches_updated_at BEFORE UPDATE ON public.saved_searches FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.scorecards
owner postgres
row level security enabled
acl authenticated=rDxtm/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 interview_id uuid not null acl authenticated=aw/postgres
column 3 application_id uuid not null acl 
column 4 company_id uuid not null acl 
column 5 interviewer_id uuid not null default auth.uid() acl 
column 6 rating smallint not null acl authenticated=aw/postgres
column 7 recommendation text not null acl authenticated=aw/postgres
column 8 notes text acl authenticated=aw/postgres
column 9 created_at timestamp with time zone not null default now() acl 
column 10 updated_at timestamp with time zone not null default now() acl

-- constraint public.scorecards audit_scorecards
TRIGGER DEFERRABLE INITIALLY DEFERRED deferrable initially deferred

-- constraint public.scorecards scorecards_application_id_fkey
FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE CASCADE

-- constraint public.scorecards scorecards_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.scorecards scorecards_interview_id_fkey
FOREIGN KEY (interview_id) REFERENCES public.interviews(id) ON DELETE CASCADE

-- constraint public.scorecards scorecards_interview_id_interviewer_id_key
UNIQUE (interview_id, interviewer_id)

-- constraint public.scorecards scorecards_interviewer_id_fkey
FOREIGN KEY (interviewer_id) REFERENCES auth.users(id) ON DELETE CASCADE

-- constraint public.scorecards scorecards_notes_check
CHECK (((notes IS NULL) OR (char_length(notes) <= 5000)))

-- constraint public.scorecards scorecards_pkey
PRIMARY KEY (id)

-- constraint public.scorecards scorecards_rating_check
CHECK (((rating >= 1) AND (rating <= 5)))

-- constraint public.scorecards scorecards_recommendation_check
CHECK ((recommendation = ANY (ARRAY['strong_no'::text, 'no'::text, 'yes'::text, 'strong_yes'::text])))

-- index public.scorecards_application_idx on public.scorecards
CREATE INDEX scorecards_application_idx ON public.scorecards USING btree (application_id)

-- index public.scorecards_company_idx on public.scorecards
CREATE INDEX scorecards_company_idx ON public.scorecards USING btree (company_id)

-- index public.scorecards_interview_id_interviewer_id_key on public.scorecards
CREATE UNIQUE INDEX scorecards_interview_id_interviewer_id_key ON public.scorecards USING btree (interview_id, interviewer_id)

-- index public.scorecards_interviewer_idx on public.scorecards
CREATE INDEX scorecards_interviewer_idx ON public.scorecards USING btree (interviewer_id)

-- index public.scorecards_pkey on public.scorecards
CREATE UNIQUE INDEX scorecards_pkey ON public.scorecards USING btree (id)

-- policy public.scorecards scorecards_insert
permissive for insert to authenticated
with check ((interviewer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.interviews_me(scorecards.interview_id) AS interviews_me))

-- policy public.scorecards scorecards_select
permissive for select to authenticated
using ((interviewer_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_team_application(scorecards.application_id) AS is_team_application))

-- policy public.scorecards scorecards_update
permissive for update to authenticated
using (interviewer_id = ( SELECT auth.uid() AS uid))
with check ((interviewer_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.interviews_me(scorecards.interview_id) AS interviews_me))

-- trigger public.scorecards audit_scorecards
CREATE CONSTRAINT TRIGGER audit_scorecards AFTER INSERT OR UPDATE ON public.scorecards DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION private.audit_scorecard()

-- trigger public.scorecards scorecards_prepare
CREATE TRIGGER scorecards_prepare BEFORE INSERT OR UPDATE ON public.scorecards FOR EACH ROW EXECUTE FUNCTION private.prepare_scorecard()

-- trigger public.scorecards scorecards_updated_at
CREATE TRIGGER scorecards_updated_at BEFORE UPDATE ON public.scorecards FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.skills
owner postgres
row level security enabled
acl authenticated=rdDxtm/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 name text not null acl authenticated=aw/postgres
column 3 industry text not null acl authenticated=aw/postgres
column 4 aliases text[] not null default '{}'::text[] acl authenticated=aw/postgres
column 5 created_by uuid default auth.uid() acl 
column 6 created_at timestamp with time zone not null default now() acl 
column 7 updated_at timestamp with time zone not null default now() acl

-- constraint public.skills skills_created_by_fkey
FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.skills skills_industry_check
CHECK ((industry = ANY (ARRAY['Technology'::text, 'Healthcare'::text, 'Finance'::text, 'Manufacturing'::text, 'Retail'::text, 'Education'::text, 'Logistics'::text, 'Engineering'::text, 'Hospitality'::text, 'Energy'::text, 'Other'::text])))

-- constraint public.skills skills_pkey
PRIMARY KEY (id)

-- index public.skills_created_by_idx on public.skills
CREATE INDEX skills_created_by_idx ON public.skills USING btree (created_by)

-- index public.skills_industry_name_idx on public.skills
CREATE INDEX skills_industry_name_idx ON public.skills USING btree (industry, name)

-- index public.skills_pkey on public.skills
CREATE UNIQUE INDEX skills_pkey ON public.skills USING btree (id)

-- policy public.skills skills_delete
permissive for delete to authenticated
using ( SELECT private.is_platform_admin() AS is_platform_admin)

-- policy public.skills skills_insert
permissive for insert to authenticated
with check ( SELECT private.is_platform_admin() AS is_platform_admin)

-- policy public.skills skills_select
permissive for select to authenticated
using true

-- policy public.skills skills_update
permissive for update to authenticated
using ( SELECT private.is_platform_admin() AS is_platform_admin)
with check ( SELECT private.is_platform_admin() AS is_platform_admin)

-- trigger public.skills skills_match_delete
CREATE TRIGGER skills_match_delete AFTER DELETE ON public.skills REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.match_skills_deleted()

-- trigger public.skills skills_match_insert
CREATE TRIGGER skills_match_insert AFTER INSERT ON public.skills REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.match_skills_inserted()

-- trigger public.skills skills_match_update
CREATE TRIGGER skills_match_update AFTER UPDATE ON public.skills REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.match_skills_changed()

-- trigger public.skills skills_prepare
CREATE TRIGGER skills_prepare BEFORE INSERT OR UPDATE OF name, aliases ON public.skills FOR EACH ROW EXECUTE FUNCTION private.prepare_skill()

-- trigger public.skills skills_terms
CREATE TRIGGER skills_terms AFTER INSERT OR UPDATE OF name, aliases ON public.skills FOR EACH ROW EXECUTE FUNCTION private.index_skill_terms()

-- trigger public.skills skills_updated_at
CREATE TRIGGER skills_updated_at BEFORE UPDATE ON public.skills FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.stage_email_templates
owner postgres
row level security enabled
acl authenticated=arwdDxtm/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 company_id uuid not null acl 
column 2 status text not null acl 
column 3 subject text not null acl 
column 4 body text not null acl 
column 5 updated_at timestamp with time zone not null default now() acl

-- constraint public.stage_email_templates stage_email_templates_body_length
CHECK (((length(btrim(body)) >= 1) AND (length(btrim(body)) <= 5000)))

-- constraint public.stage_email_templates stage_email_templates_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.stage_email_templates stage_email_templates_pkey
PRIMARY KEY (company_id, status)

-- constraint public.stage_email_templates stage_email_templates_status_check
CHECK ((status = ANY (ARRAY['reviewing'::text, 'interview'::text, 'offered'::text, 'hired'::text, 'accepted'::text, 'rejected'::text])))

-- constraint public.stage_email_templates stage_email_templates_subject_length
CHECK (((length(btrim(subject)) >= 1) AND (length(btrim(subject)) <= 200)))

-- index public.stage_email_templates_pkey on public.stage_email_templates
CREATE UNIQUE INDEX stage_email_templates_pkey ON public.stage_email_templates USING btree (company_id, status)

-- policy public.stage_email_templates stage_email_templates_delete
permissive for delete to authenticated
using (company_id = ANY (ARRAY( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS active_company_ids)))

-- policy public.stage_email_templates stage_email_templates_insert
permissive for insert to authenticated
with check (company_id = ANY (ARRAY( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS active_company_ids)))

-- policy public.stage_email_templates stage_email_templates_select
permissive for select to authenticated
using ((company_id = ANY (ARRAY( SELECT private.company_ids_with_role() AS company_ids_with_role))) OR ( SELECT private.is_platform_admin() AS is_platform_admin))

-- policy public.stage_email_templates stage_email_templates_update
permissive for update to authenticated
using (company_id = ANY (ARRAY( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS active_company_ids)))
with check (company_id = ANY (ARRAY( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS active_company_ids)))

-- trigger public.stage_email_templates stage_email_templates_updated_at
CREATE TRIGGER stage_email_templates_updated_at BEFORE UPDATE ON public.stage_email_templates FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.submission_documents
owner postgres
row level security enabled
acl authenticated=r/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 vendor_id uuid not null acl authenticated=a/postgres
column 3 candidate_id uuid not null acl authenticated=a/postgres
column 4 kind text not null acl authenticated=a/postgres
column 5 file_name text not null acl authenticated=a/postgres
column 6 path text not null acl authenticated=a/postgres
column 7 uploaded_by uuid default auth.uid() acl authenticated=a/postgres
column 8 created_at timestamp with time zone not null default now() acl

-- constraint public.submission_documents submission_documents_candidate_id_fkey
FOREIGN KEY (candidate_id) REFERENCES public.candidates(id) ON DELETE CASCADE

-- constraint public.submission_documents submission_documents_file_name_check
CHECK (((char_length(btrim(file_name)) >= 1) AND (char_length(btrim(file_name)) <= 255)))

-- constraint public.submission_documents submission_documents_kind_check
CHECK ((kind = ANY (ARRAY['resume'::text, 'other'::text])))

-- constraint public.submission_documents submission_documents_path_in_folder
CHECK ((path ~~ ((((vendor_id)::text || '/'::text) || (candidate_id)::text) || '/%'::text)))

-- constraint public.submission_documents submission_documents_path_key
UNIQUE (path)

-- constraint public.submission_documents submission_documents_pkey
PRIMARY KEY (id)

-- constraint public.submission_documents submission_documents_uploaded_by_fkey
FOREIGN KEY (uploaded_by) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.submission_documents submission_documents_vendor_id_fkey
FOREIGN KEY (vendor_id) REFERENCES public.vendors(id) ON DELETE CASCADE

-- index public.submission_documents_candidate_idx on public.submission_documents
CREATE INDEX submission_documents_candidate_idx ON public.submission_documents USING btree (candidate_id, created_at DESC)

-- index public.submission_documents_path_key on public.submission_documents
CREATE UNIQUE INDEX submission_documents_path_key ON public.submission_documents USING btree (path)

-- index public.submission_documents_pkey on public.submission_documents
CREATE UNIQUE INDEX submission_documents_pkey ON public.submission_documents USING btree (id)

-- index public.submission_documents_uploaded_by_idx on public.submission_documents
CREATE INDEX submission_documents_uploaded_by_idx ON public.submission_documents USING btree (uploaded_by)

-- index public.submission_documents_vendor_idx on public.submission_documents
CREATE INDEX submission_documents_vendor_idx ON public.submission_documents USING btree (vendor_id)

-- policy public.submission_documents submission_documents_insert
permissive for insert to authenticated
with check ((vendor_id IN ( SELECT private.member_vendor_ids() AS member_vendor_ids)) AND (uploaded_by = ( SELECT auth.uid() AS uid)) AND private.is_member_candidate_folder(path))

-- policy public.submission_documents submission_documents_select
permissive for select to authenticated
using ((vendor_id IN ( SELECT private.member_vendor_ids() AS member_vendor_ids)) OR ( SELECT private.is_platform_admin() AS is_platform_admin) OR private.is_team_submission_document(id))

-- table public.talent_vendor_users
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 user_id uuid acl 
column 3 vendor_id uuid not null acl 
column 4 role text not null default 'recruiter'::text acl 
column 5 first_name text not null default ''::text acl 
column 6 last_name text not null default ''::text acl 
column 7 email text acl 
column 8 created_at timestamp with time zone not null default now() acl 
column 9 updated_at timestamp with time zone not null default now() acl 
column 10 joined_at timestamp with time zone acl

-- constraint public.talent_vendor_users talent_vendor_users_pkey
PRIMARY KEY (id)

-- constraint public.talent_vendor_users talent_vendor_users_role_check
CHECK ((role = ANY (ARRAY['admin'::text, 'recruiter'::text])))

-- constraint public.talent_vendor_users talent_vendor_users_user_id_fkey
FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE

-- constraint public.talent_vendor_users talent_vendor_users_user_id_key
UNIQUE (user_id)

-- constraint public.talent_vendor_users talent_vendor_users_vendor_id_fkey
FOREIGN KEY (vendor_id) REFERENCES public.vendors(id) ON DELETE CASCADE

-- index public.talent_vendor_users_pkey on public.talent_vendor_users
CREATE UNIQUE INDEX talent_vendor_users_pkey ON public.talent_vendor_users USING btree (id)

-- index public.talent_vendor_users_user_id_key on public.talent_vendor_users
CREATE UNIQUE INDEX talent_vendor_users_user_id_key ON public.talent_vendor_users USING btree (user_id)

-- index public.talent_vendor_users_vendor_id_idx on public.talent_vendor_users
CREATE INDEX talent_vendor_users_vendor_id_idx ON public.talent_vendor_users USING btree (vendor_id, role)

-- policy public.talent_vendor_users talent_vendor_users_delete
permissive for delete to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((vendor_id IN ( SELECT private.admin_vendor_ids() AS admin_vendor_ids)) AND (role = 'recruiter'::text)))

-- policy public.talent_vendor_users talent_vendor_users_insert
permissive for insert to authenticated
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR (vendor_id IN ( SELECT private.admin_vendor_ids() AS admin_vendor_ids)))

-- policy public.talent_vendor_users talent_vendor_users_select
permissive for select to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin) OR (vendor_id IN ( SELECT private.member_vendor_ids() AS member_vendor_ids)) OR (vendor_id IN ( SELECT v.id
   FROM public.vendors v
  WHERE (v.company_id IN ( SELECT private.company_ids_with_role() AS company_ids_with_role)))))

-- policy public.talent_vendor_users talent_vendor_users_update
permissive for update to authenticated
using ((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin) OR (vendor_id IN ( SELECT private.admin_vendor_ids() AS admin_vendor_ids)))
with check ((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin) OR (vendor_id IN ( SELECT private.admin_vendor_ids() AS admin_vendor_ids)))

-- trigger public.talent_vendor_users talent_vendor_users_guard
CREATE TRIGGER talent_vendor_users_guard BEFORE INSERT OR UPDATE ON public.talent_vendor_users FOR EACH ROW EXECUTE FUNCTION private.guard_talent_vendor_users()

-- trigger public.talent_vendor_users talent_vendor_users_one_kind_of_membership
CREATE TRIGGER talent_vendor_users_one_kind_of_membership BEFORE INSERT OR UPDATE OF user_id ON public.talent_vendor_users FOR EACH ROW EXECUTE FUNCTION private.guard_one_kind_of_membership()

-- trigger public.talent_vendor_users talent_vendor_users_updated_at
CREATE TRIGGER talent_vendor_users_updated_at BEFORE UPDATE ON public.talent_vendor_users FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.talent_vendors
owner postgres
row level security enabled
acl authenticated=ard/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 vendor_id uuid acl 
column 3 company_id uuid not null acl 
column 4 invited_by_user_id uuid acl 
column 5 first_name text not null acl authenticated=w/postgres
column 6 last_name text not null acl authenticated=w/postgres
column 7 email text not null acl 
column 8 message text acl authenticated=w/postgres
column 9 status text not null default 'invited'::text acl 
column 10 created_at timestamp with time zone not null default now() acl 
column 11 updated_at timestamp with time zone not null default now() acl 
column 12 invitation_token text acl 
column 13 invitation_expires_at timestamp with time zone acl

-- constraint public.talent_vendors talent_vendors_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE CASCADE

-- constraint public.talent_vendors talent_vendors_invitation_token_key
UNIQUE (invitation_token)

-- constraint public.talent_vendors talent_vendors_invitation_token_length
CHECK (((invitation_token IS NULL) OR (length(invitation_token) >= 16)))

-- constraint public.talent_vendors talent_vendors_invited_by_user_id_fkey
FOREIGN KEY (invited_by_user_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.talent_vendors talent_vendors_pkey
PRIMARY KEY (id)

-- constraint public.talent_vendors talent_vendors_status_check
CHECK ((status = ANY (ARRAY['invited'::text, 'registered'::text, 'active'::text, 'inactive'::text, 'declined'::text, 'revoked'::text])))

-- constraint public.talent_vendors talent_vendors_vendor_id_fkey
FOREIGN KEY (vendor_id) REFERENCES public.vendors(id) ON DELETE SET NULL

-- index public.talent_vendors_company_id_idx on public.talent_vendors
CREATE INDEX talent_vendors_company_id_idx ON public.talent_vendors USING btree (company_id)

-- index public.talent_vendors_invitation_token_key on public.talent_vendors
CREATE UNIQUE INDEX talent_vendors_invitation_token_key ON public.talent_vendors USING btree (invitation_token)

-- index public.talent_vendors_invited_by_user_id_idx on public.talent_vendors
CREATE INDEX talent_vendors_invited_by_user_id_idx ON public.talent_vendors USING btree (invited_by_user_id)

-- index public.talent_vendors_pkey on public.talent_vendors
CREATE UNIQUE INDEX talent_vendors_pkey ON public.talent_vendors USING btree (id)

-- index public.talent_vendors_vendor_id_idx on public.talent_vendors
CREATE INDEX talent_vendors_vendor_id_idx ON public.talent_vendors USING btree (vendor_id)

-- policy public.talent_vendors talent_vendors_delete
permissive for delete to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role)))

-- policy public.talent_vendors talent_vendors_select
permissive for select to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.company_ids_with_role() AS company_ids_with_role)) OR (vendor_id IN ( SELECT private.admin_vendor_ids() AS admin_vendor_ids)))

-- policy public.talent_vendors talent_vendors_update
permissive for update to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids)))
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids)))

-- trigger public.talent_vendors talent_vendors_guard
CREATE TRIGGER talent_vendors_guard BEFORE INSERT ON public.talent_vendors FOR EACH ROW EXECUTE FUNCTION private.guard_talent_vendors()

-- trigger public.talent_vendors talent_vendors_updated_at
CREATE TRIGGER talent_vendors_updated_at BEFORE UPDATE ON public.talent_vendors FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.vendor_job_assignments
owner postgres
row level security enabled
acl authenticated=arwd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl 
column 2 job_id uuid not null acl 
column 3 vendor_id uuid not null acl 
column 4 assigned_by_user_id uuid acl 
column 5 assigned_to_recruiter_id uuid acl 
column 6 created_at timestamp with time zone not null default now() acl 
column 7 updated_at timestamp with time zone not null default now() acl 
column 8 tier smallint not null default 1 acl 
column 9 release_notified_at timestamp with time zone acl

-- constraint public.vendor_job_assignments vendor_job_assignments_assigned_by_user_id_fkey
FOREIGN KEY (assigned_by_user_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.vendor_job_assignments vendor_job_assignments_assigned_to_recruiter_id_fkey
FOREIGN KEY (assigned_to_recruiter_id) REFERENCES public.talent_vendor_users(id) ON DELETE SET NULL

-- constraint public.vendor_job_assignments vendor_job_assignments_job_id_fkey
FOREIGN KEY (job_id) REFERENCES public.jobs(id) ON DELETE CASCADE

-- constraint public.vendor_job_assignments vendor_job_assignments_job_vendor_key
UNIQUE (job_id, vendor_id)

-- constraint public.vendor_job_assignments vendor_job_assignments_pkey
PRIMARY KEY (id)

-- constraint public.vendor_job_assignments vendor_job_assignments_tier_valid
CHECK (((tier >= 1) AND (tier <= 3)))

-- constraint public.vendor_job_assignments vendor_job_assignments_vendor_id_fkey
FOREIGN KEY (vendor_id) REFERENCES public.vendors(id) ON DELETE CASCADE

-- index public.vendor_job_assignments_assigned_by_user_id_idx on public.vendor_job_assignments
CREATE INDEX vendor_job_assignments_assigned_by_user_id_idx ON public.vendor_job_assignments USING btree (assigned_by_user_id)

-- index public.vendor_job_assignments_assigned_to_recruiter_id_idx on public.vendor_job_assignments
CREATE INDEX vendor_job_assignments_assigned_to_recruiter_id_idx ON public.vendor_job_assignments USING btree (assigned_to_recruiter_id)

-- index public.vendor_job_assignments_job_vendor_key on public.vendor_job_assignments
CREATE UNIQUE INDEX vendor_job_assignments_job_vendor_key ON public.vendor_job_assignments USING btree (job_id, vendor_id)

-- index public.vendor_job_assignments_pkey on public.vendor_job_assignments
CREATE UNIQUE INDEX vendor_job_assignments_pkey ON public.vendor_job_assignments USING btree (id)

-- index public.vendor_job_assignments_release_pending_idx on public.vendor_job_assignments
CREATE INDEX vendor_job_assignments_release_pending_idx ON public.vendor_job_assignments USING btree (created_at) WHERE (release_notified_at IS NULL)

-- index public.vendor_job_assignments_vendor_id_idx on public.vendor_job_assignments
CREATE INDEX vendor_job_assignments_vendor_id_idx ON public.vendor_job_assignments USING btree (vendor_id)

-- policy public.vendor_job_assignments vendor_job_assignments_delete
permissive for delete to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE ((j.id = vendor_job_assignments.job_id) AND (j.company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS company_ids_with_role))))) AND private.staff_sees_job(job_id)))

-- policy public.vendor_job_assignments vendor_job_assignments_insert
permissive for insert to authenticated
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE ((j.id = vendor_job_assignments.job_id) AND (j.company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids))))) AND (EXISTS ( SELECT 1
   FROM public.vendors v
  WHERE ((v.id = vendor_job_assignments.vendor_id) AND (v.company_id IN ( SELECT private.company_ids_with_role() AS company_ids_with_role))))) AND private.staff_sees_job(job_id)))

-- policy public.vendor_job_assignments vendor_job_assignments_select
permissive for select to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (id IN ( SELECT private.released_vendor_assignment_ids() AS released_vendor_assignment_ids)) OR private.staff_sees_job(job_id))

-- policy public.vendor_job_assignments vendor_job_assignments_update
permissive for update to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (vendor_id IN ( SELECT private.admin_vendor_ids() AS admin_vendor_ids)) OR ((EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE ((j.id = vendor_job_assignments.job_id) AND (j.company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids))))) AND private.staff_sees_job(job_id)))
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR (vendor_id IN ( SELECT private.admin_vendor_ids() AS admin_vendor_ids)) OR ((EXISTS ( SELECT 1
   FROM public.jobs j
  WHERE ((j.id = vendor_job_assignments.job_id) AND (j.company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids))))) AND private.staff_sees_job(job_id)))

-- trigger public.vendor_job_assignments vendor_job_assignments_check
CREATE TRIGGER vendor_job_assignments_check BEFORE INSERT OR UPDATE ON public.vendor_job_assignments FOR EACH ROW EXECUTE FUNCTION private.check_vendor_job_assignment()

-- trigger public.vendor_job_assignments vendor_job_assignments_live
CREATE TRIGGER vendor_job_assignments_live AFTER INSERT OR DELETE OR UPDATE ON public.vendor_job_assignments FOR EACH ROW EXECUTE FUNCTION private.vendor_job_assignments_live()

-- trigger public.vendor_job_assignments vendor_job_assignments_tier
CREATE TRIGGER vendor_job_assignments_tier BEFORE INSERT OR UPDATE ON public.vendor_job_assignments FOR EACH ROW EXECUTE FUNCTION private.guard_vendor_tier()

-- trigger public.vendor_job_assignments vendor_job_assignments_tier_release
CREATE TRIGGER vendor_job_assignments_tier_release BEFORE INSERT OR UPDATE OF tier, created_at ON public.vendor_job_assignments FOR EACH ROW EXECUTE FUNCTION private.vendor_release_notice_due()

-- trigger public.vendor_job_assignments vendor_job_assignments_updated_at
CREATE TRIGGER vendor_job_assignments_updated_at BEFORE UPDATE ON public.vendor_job_assignments FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- table public.vendors
owner postgres
row level security enabled
acl authenticated=awd/postgres, postgres=arwdDxtm/postgres, service_role=arwdDxtm/postgres
column 1 id uuid not null default gen_random_uuid() acl authenticated=r/postgres
column 2 company_id uuid acl authenticated=r/postgres
column 3 vendor_id text not null default private.new_vendor_code() acl authenticated=r/postgres
column 4 user_id uuid acl authenticated=r/postgres
column 5 created_by uuid acl authenticated=r/postgres
column 6 vendor_name text not null acl authenticated=r/postgres
column 7 phone_number text acl authenticated=r/postgres
column 8 mailing_address text acl 
column 9 state text acl 
column 10 zip text acl 
column 11 year_established integer acl 
column 12 annual_gross_income text acl 
column 13 primary_contact_name text acl authenticated=r/postgres
column 14 primary_contact_email text acl authenticated=r/postgres
column 15 hr_contact_name text acl 
column 16 hr_contact_email text acl 
column 17 reference1_company_name text acl 
column 18 reference1_contact text acl 
column 19 reference1_phone text acl 
column 20 reference1_email text acl 
column 21 reference2_company_name text acl 
column 22 reference2_contact text acl 
column 23 reference2_phone text acl 
column 24 reference2_email text acl 
column 25 bank_name text acl 
column 26 beneficiary_name text acl 
column 27 account_number text acl 
column 28 routing_number text acl 
column 29 swift_code text acl 
column 30 remittance_email text acl 
column 31 finance_contact_name text acl 
column 32 finance_contact_email text acl 
column 33 certifying_name text acl 
column 34 certifying_title text acl 
column 35 certifying_date date acl 
column 36 w9_url text acl 
column 37 coi_url text acl 
column 38 wo_url text acl 
column 39 msa_url text acl 
column 40 voided_check_url text acl 
column 41 created_at timestamp with time zone not null default now() acl authenticated=r/postgres
column 42 updated_at timestamp with time zone not null default now() acl authenticated=r/postgres

-- constraint public.vendors vendors_company_id_fkey
FOREIGN KEY (company_id) REFERENCES public.companies(id) ON DELETE SET NULL

-- constraint public.vendors vendors_created_by_fkey
FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.vendors vendors_pkey
PRIMARY KEY (id)

-- constraint public.vendors vendors_user_id_fkey
FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL

-- constraint public.vendors vendors_vendor_id_format
CHECK ((vendor_id ~ '^VENDOR-[A-Z0-9]{8}$'::text))

-- constraint public.vendors vendors_vendor_id_key
UNIQUE (vendor_id)

-- constraint public.vendors vendors_year_established_check
CHECK (((year_established IS NULL) OR ((year_established >= 1800) AND (year_established <= 2200))))

-- index public.vendors_company_id_idx on public.vendors
CREATE INDEX vendors_company_id_idx ON public.vendors USING btree (company_id)

-- index public.vendors_created_by_idx on public.vendors
CREATE INDEX vendors_created_by_idx ON public.vendors USING btree (created_by)

-- index public.vendors_pkey on public.vendors
CREATE UNIQUE INDEX vendors_pkey ON public.vendors USING btree (id)

-- index public.vendors_user_id_idx on public.vendors
CREATE INDEX vendors_user_id_idx ON public.vendors USING btree (user_id)

-- index public.vendors_vendor_id_key on public.vendors
CREATE UNIQUE INDEX vendors_vendor_id_key ON public.vendors USING btree (vendor_id)

-- policy public.vendors vendors_delete
permissive for delete to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (company_id IN ( SELECT private.company_ids_with_role(ARRAY['company_admin'::text, 'subscription_admin'::text]) AS company_ids_with_role)))

-- policy public.vendors vendors_insert
permissive for insert to authenticated
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR ((company_id IN ( SELECT private.active_company_ids() AS active_company_ids)) AND ((user_id IS NULL) OR (user_id = ( SELECT auth.uid() AS uid)))))

-- policy public.vendors vendors_select
permissive for select to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (id IN ( SELECT private.member_vendor_ids() AS member_vendor_ids)) OR (company_id IN ( SELECT private.company_ids_with_role() AS company_ids_with_role)))

-- policy public.vendors vendors_update
permissive for update to authenticated
using (( SELECT private.is_platform_admin() AS is_platform_admin) OR (id IN ( SELECT private.admin_vendor_ids() AS admin_vendor_ids)) OR (company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids)))
with check (( SELECT private.is_platform_admin() AS is_platform_admin) OR (id IN ( SELECT private.admin_vendor_ids() AS admin_vendor_ids)) OR (company_id IN ( SELECT private.active_company_ids(ARRAY['company_admin'::text, 'subscription_admin'::text, 'manager'::text]) AS active_company_ids)))

-- trigger public.vendors vendors_guard
CREATE TRIGGER vendors_guard BEFORE INSERT OR UPDATE ON public.vendors FOR EACH ROW EXECUTE FUNCTION private.guard_vendors()

-- trigger public.vendors vendors_updated_at
CREATE TRIGGER vendors_updated_at BEFORE UPDATE ON public.vendors FOR EACH ROW EXECUTE FUNCTION private.set_updated_at()

-- policy realtime.messages messages_receive
permissive for select to authenticated
using ((extension = 'broadcast'::text) AND ( SELECT private.can_receive_topic(realtime.topic()) AS can_receive_topic))

-- policy storage.objects answer_files_delete
permissive for delete to authenticated
using ((bucket_id = 'application_answer_files'::text) AND ((storage.foldername(name))[1] = ( SELECT (auth.uid())::text AS uid)))

-- policy storage.objects answer_files_insert
permissive for insert to authenticated
with check ((bucket_id = 'application_answer_files'::text) AND ((storage.foldername(name))[1] = ( SELECT (auth.uid())::text AS uid)))

-- policy storage.objects answer_files_select
permissive for select to authenticated
using ((bucket_id = 'application_answer_files'::text) AND (((storage.foldername(name))[1] = ( SELECT (auth.uid())::text AS uid)) OR ( SELECT private.can_read_answer_file(objects.name) AS can_read_answer_file)))

-- policy storage.objects answer_files_update
permissive for update to authenticated
using ((bucket_id = 'application_answer_files'::text) AND ((storage.foldername(name))[1] = ( SELECT (auth.uid())::text AS uid)))
with check ((bucket_id = 'application_answer_files'::text) AND ((storage.foldername(name))[1] = ( SELECT (auth.uid())::text AS uid)))

-- policy storage.objects portal_files_select
permissive for select to authenticated
using (((bucket_id = ANY (ARRAY['company-logos'::text, 'company-documents'::text, 'candidate_resumes'::text, 'candidate_cover_letters'::text, 'candidate_certificates'::text, 'vendor-w9'::text, 'vendor-coi'::text, 'vendor-wo'::text, 'vendor-msa'::text, 'vendor-ach'::text])) AND (owner_id = ( SELECT (auth.uid())::text AS uid))) OR ((bucket_id = ANY (ARRAY['company-logos'::text, 'company-documents'::text, 'candidate_resumes'::text, 'candidate_cover_letters'::text, 'candidate_certificates'::text])) AND ((storage.foldername(name))[1] = ( SELECT (auth.uid())::text AS uid))) OR (( SELECT private.is_platform_admin() AS is_platform_admin) AND (bucket_id = ANY (ARRAY['company-logos'::text, 'company-documents'::text, 'vendor-w9'::text, 'vendor-coi'::text, 'vendor-wo'::text, 'vendor-msa'::text, 'vendor-ach'::text]))) OR ((bucket_id = ANY (ARRAY['company-logos'::text, 'company-documents'::text])) AND private.is_colleague((storage.foldername(name))[1])) OR ((bucket_id = ANY (ARRAY['vendor-w9'::text, 'vendor-coi'::text, 'vendor-wo'::text, 'vendor-msa'::text, 'vendor-ach'::text])) AND private.can_read_vendor_folder((storage.foldername(name))[1])))

-- policy storage.objects portal_live_session
restrictive for all to authenticated
using ( SELECT private.token_session_is_live() AS token_session_is_live)
with check ( SELECT private.token_session_is_live() AS token_session_is_live)

-- policy storage.objects portal_own_folder_delete
permissive for delete to authenticated
using ((bucket_id = ANY (ARRAY['company-logos'::text, 'company-documents'::text, 'candidate_resumes'::text, 'candidate_cover_letters'::text, 'candidate_certificates'::text])) AND (((storage.foldername(name))[1] = ( SELECT (auth.uid())::text AS uid)) OR ( SELECT private.is_platform_admin() AS is_platform_admin)))

-- policy storage.objects portal_own_folder_insert
permissive for insert to authenticated
with check (((storage.foldername(name))[1] = ( SELECT (auth.uid())::text AS uid)) AND ((bucket_id = ANY (ARRAY['candidate_resumes'::text, 'candidate_cover_letters'::text, 'candidate_certificates'::text])) OR ((bucket_id = ANY (ARRAY['company-logos'::text, 'company-documents'::text])) AND ( SELECT private.edits_a_company() AS edits_a_company))))

-- policy storage.objects portal_own_folder_update
permissive for update to authenticated
using (((storage.foldername(name))[1] = ( SELECT (auth.uid())::text AS uid)) AND ((bucket_id = ANY (ARRAY['candidate_resumes'::text, 'candidate_cover_letters'::text, 'candidate_certificates'::text])) OR ((bucket_id = ANY (ARRAY['company-logos'::text, 'company-documents'::text])) AND ( SELECT private.edits_a_company() AS edits_a_company))))

-- policy storage.objects portal_vendor_files_delete
permissive for delete to authenticated
using ((bucket_id = ANY (ARRAY['vendor-w9'::text, 'vendor-coi'::text, 'vendor-wo'::text, 'vendor-msa'::text, 'vendor-ach'::text])) AND (private.can_write_vendor_folder((storage.foldername(name))[1]) OR ( SELECT private.is_platform_admin() AS is_platform_admin)))

-- policy storage.objects portal_vendor_files_insert
permissive for insert to authenticated
with check ((bucket_id = ANY (ARRAY['vendor-w9'::text, 'vendor-coi'::text, 'vendor-wo'::text, 'vendor-msa'::text, 'vendor-ach'::text])) AND private.can_write_vendor_folder((storage.foldername(name))[1]))

-- policy storage.objects portal_vendor_files_update
permissive for update to authenticated
using ((bucket_id = ANY (ARRAY['vendor-w9'::text, 'vendor-coi'::text, 'vendor-wo'::text, 'vendor-msa'::text, 'vendor-ach'::text])) AND private.can_write_vendor_folder((storage.foldername(name))[1]))

-- policy storage.objects submission_files_insert
permissive for insert to authenticated
with check ((bucket_id = 'submission_documents'::text) AND private.is_member_candidate_folder(name))

-- policy storage.objects submission_files_select
permissive for select to authenticated
using ((bucket_id = 'submission_documents'::text) AND (private.is_member_candidate_folder(name) OR private.can_read_submission_file(name) OR ( SELECT private.is_platform_admin() AS is_platform_admin)))

-- policy storage.objects submission_files_update
permissive for update to authenticated
using ((bucket_id = 'submission_documents'::text) AND private.is_member_candidate_folder(name))
with check ((bucket_id = 'submission_documents'::text) AND private.is_member_candidate_folder(name))

-- policy storage.objects vendor_answer_files_select
permissive for select to authenticated
using ((bucket_id = 'application_answer_files'::text) AND private.can_read_vendor_answer_file(name))

-- function audit.append(text,text,text,uuid,jsonb,uuid)
CREATE OR REPLACE FUNCTION audit.append(p_action text, p_target_type text, p_target_id text, p_company_id uuid, p_details jsonb DEFAULT '{}'::jsonb, p_actor_id uuid DEFAULT NULL::uuid)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_chain text := case when p_company_id is null then 'platform' else 'company:' || p_company_id end;
  v_actor uuid := coalesce(p_actor_id, audit.current_actor());
  v_details jsonb := coalesce(p_details, '{}');
  v_at timestamptz := clock_timestamp();
  v_seq bigint;
  v_prev text;
  v_hash text;
  v_id bigint;
begin
  insert into audit.chain_heads (chain) values (v_chain) on conflict (chain) do nothing;
  select seq + 1, hash into v_seq, v_prev from audit.chain_heads where chain = v_chain for update;
  v_hash := audit.entry_hash(v_prev, audit.canonical(v_chain, v_seq, v_at, v_actor, p_action,
    p_target_type, p_target_id, p_company_id, v_details));
  insert into audit.entries (chain, seq, occurred_at, actor_id, action, target_type, target_id,
    company_id, details, prev_hash, hash)
  values (v_chain, v_seq, v_at, v_actor, p_action, p_target_type, p_target_id, p_company_id,
    v_details, v_prev, v_hash)
  returning id into v_id;
  update audit.chain_heads set seq = v_seq, hash = v_hash where chain = v_chain;
  return v_id;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function audit.canonical(text,bigint,timestamp with time zone,uuid,text,text,text,uuid,jsonb)
CREATE OR REPLACE FUNCTION audit.canonical(p_chain text, p_seq bigint, p_occurred_at timestamp with time zone, p_actor_id uuid, p_action text, p_target_type text, p_target_id text, p_company_id uuid, p_details jsonb)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select concat_ws(E'\x1f', p_chain, p_seq::text,
    to_char(p_occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    coalesce(p_actor_id::text, ''), p_action, coalesce(p_target_type, ''), coalesce(p_target_id, ''),
    coalesce(p_company_id::text, ''), p_details::text)
$function$

owner postgres
acl postgres=X/postgres

-- function audit.current_actor()
CREATE OR REPLACE FUNCTION audit.current_actor()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_header text;
begin
  if auth.uid() is not null then
    return auth.uid();
  end if;
  if auth.role() = 'service_role' then
    v_header := nullif(current_setting('request.headers', true), '')::json ->> 'x-audit-actor';
    if v_header ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      return v_header::uuid;
    end if;
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function audit.entry_hash(text,text)
CREATE OR REPLACE FUNCTION audit.entry_hash(p_prev_hash text, p_canonical text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select encode(extensions.digest(p_prev_hash || E'\x1f' || p_canonical, 'sha256'), 'hex')
$function$

owner postgres
acl postgres=X/postgres

-- function audit.refuse_change()
CREATE OR REPLACE FUNCTION audit.refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise exception 'Audit entries cannot be changed or deleted' using errcode = '42501';
end;
$function$

owner postgres
acl postgres=X/postgres

-- function audit.verify()
CREATE OR REPLACE FUNCTION audit.verify()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with checked as (
    select e.id, e.chain, e.seq, e.hash, e.prev_hash,
      coalesce(lag(e.hash) over w, repeat('0', 64)) as expected_prev,
      coalesce(lag(e.seq) over w, 0) + 1 as expected_seq,
      -- audit.entry_hash(e.prev_hash, audit.canonical(...)) written out: the two helpers fix
      -- their search path, so they are not inlined and each row paid two calls with it set and
      -- restored (35_audit_trail.sql checks that the two agree)
      encode(extensions.digest(e.prev_hash || E'\x1f' || concat_ws(E'\x1f', e.chain, e.seq::text,
        to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
        coalesce(e.actor_id::text, ''), e.action, coalesce(e.target_type, ''), coalesce(e.target_id, ''),
        coalesce(e.company_id::text, ''), e.details::text), 'sha256'), 'hex') as recomputed
    from audit.entries e
    window w as (partition by e.chain order by e.seq)
  ),
  broken as (
    select id, chain, seq,
      case when recomputed <> hash then 'its hash does not match its contents'
           when prev_hash <> expected_prev then 'it does not link to the previous entry'
           else 'an entry before it is missing' end as reason
    from checked
    where recomputed <> hash or prev_hash <> expected_prev or seq <> expected_seq
    order by id
    limit 1
  ),
  tails as (
    select h.chain, h.seq, h.hash, last.seq as last_seq, last.hash as last_hash
    from audit.chain_heads h
    left join lateral (select e.seq, e.hash from audit.entries e where e.chain = h.chain
                       order by e.seq desc limit 1) last on true
    where h.seq > 0 and (last.seq is distinct from h.seq or last.hash is distinct from h.hash)
    order by h.chain
    limit 1
  )
  select jsonb_build_object(
    'ok', not exists (select 1 from broken) and not exists (select 1 from tails),
    'checked', (select count(*) from checked),
    'chains', (select count(distinct chain) from checked),
    'first_broken', coalesce(
      (select jsonb_build_object('id', id, 'chain', chain, 'seq', seq, 'reason', reason) from broken),
      (select jsonb_build_object('id', null, 'chain', chain, 'seq', coalesce(last_seq, 0) + 1,
         'reason', 'entries at the end of the chain are missing') from tails)))
$function$

owner postgres
acl postgres=X/postgres

-- function private.active_company_ids(text[])
CREATE OR REPLACE FUNCTION private.active_company_ids(p_roles text[] DEFAULT NULL::text[])
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return query 
  select ids.id
  from private.company_ids_with_role(p_roles) as ids(id)
  where private.company_is_active(ids.id)

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.add_open_jobs(date,integer)
CREATE OR REPLACE FUNCTION private.add_open_jobs(p_expires_on date, p_jobs integer)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if p_jobs <> 0 then
    insert into private.open_job_expiry_counts as c (expires_on, jobs)
    values (p_expires_on, p_jobs)
    on conflict (expires_on) do update set jobs = c.jobs + excluded.jobs;
  end if;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.admin_vendor_ids()
CREATE OR REPLACE FUNCTION private.admin_vendor_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return query 
  select v.id from public.vendors v where v.user_id = (select auth.uid())
  union
  select tvu.vendor_id from public.talent_vendor_users tvu
  where tvu.user_id = (select auth.uid()) and tvu.role = 'admin'

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.all_team_members(uuid,uuid[])
CREATE OR REPLACE FUNCTION private.all_team_members(p_company_id uuid, p_user_ids uuid[])
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select not exists (
    select 1 from unnest(coalesce(p_user_ids, '{}')) as u(id)
    where not exists (select 1 from public.company_users cu where cu.user_id = u.id and cu.company_id = p_company_id)
  )

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.anonymise_candidate(uuid,text)
CREATE OR REPLACE FUNCTION private.anonymise_candidate(p_candidate_id uuid, p_reason text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.candidates set
    first_name = 'Erased', last_name = 'Candidate', title = null, email = null, phone = null,
    alternate_phone = null, street = null, unit = null, city = null, state = null, zip_code = null,
    country = null, work_authorization = null, experience_years = null, gender = null, bio = null,
    skills = '{}', portfolio_url = null, github_url = null, linkedin_url = null, resume_url = null,
    cover_letter_url = null, certificates = '{}', user_id = null, anonymised_at = now()
  where id = p_candidate_id;
  delete from public.job_application_answers a
  using public.applications ap
  where ap.id = a.application_id and ap.candidate_id = p_candidate_id;
  delete from public.notes where candidate_id = p_candidate_id;
  update public.scorecards s set notes = null
  from public.applications ap
  where ap.id = s.application_id and ap.candidate_id = p_candidate_id and s.notes is not null;
  perform audit.append('candidate.anonymised', 'candidate', p_candidate_id::text, null,
    jsonb_build_object('reason', p_reason));
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.application_answers(uuid,uuid)
CREATE OR REPLACE FUNCTION private.application_answers(p_application_id uuid, p_job_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select coalesce(jsonb_agg(jsonb_build_object(
           'question_id', q.id,
           'question', q.question,
           'question_type', q.question_type,
           'is_required', q.is_required,
           'answer', ans.answer)
         order by q.position, q.id), '[]'::jsonb)
  from public.job_questions q
  left join public.job_application_answers ans
    on ans.application_id = p_application_id and ans.question_id = q.id
  where q.job_id = p_job_id

);
end$function$

owner postgres
acl postgres=X/postgres

-- function private.application_fields(public.applications)
CREATE OR REPLACE FUNCTION private.application_fields(p_app public.applications)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'id', p_app.id,
    'status', p_app.status,
    'applied_at', p_app.applied_at,
    'job_id', p_app.job_id,
    'candidate_id', p_app.candidate_id,
    'source', p_app.source,
    'source_label', p_app.source_label,
    'pitch_note', p_app.pitch_note)
$function$

owner postgres
acl postgres=X/postgres

-- function private.application_is_open(text)
CREATE OR REPLACE FUNCTION private.application_is_open(p_status text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select p_status not in ('rejected', 'withdrawn')
$function$

owner postgres
acl postgres=X/postgres

-- function private.application_locks_company()
CREATE OR REPLACE FUNCTION private.application_locks_company()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' then
    if old.company_id is not null then
      perform private.lock_company_applications(old.company_id);
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' and old.company_id is distinct from new.company_id and old.company_id is not null then
    -- A move between companies locks both, the lesser id first.
    perform private.lock_company_applications(c)
    from unnest(array[old.company_id, new.company_id]) c where c is not null order by c;
    return new;
  end if;
  if new.company_id is not null then
    perform private.lock_company_applications(new.company_id);
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.application_scores(uuid[])
CREATE OR REPLACE FUNCTION private.application_scores(p_application_ids uuid[])
 RETURNS TABLE(application_id uuid, score smallint)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select a.id, v.score
  from public.applications a
  join private.match_view v on v.job_id = a.job_id and v.candidate_id = a.candidate_id
  where a.id = any (p_application_ids)
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.application_source_label(public.applications)
CREATE OR REPLACE FUNCTION private.application_source_label(p_app public.applications)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select case p_app.source
    when 'candidate' then 'Direct'
    when 'company' then 'Company-managed'
    else coalesce(
      (select v.vendor_name from public.vendors v where v.id = p_app.applied_by_vendor_id), 'Vendor')
      || coalesce(' · ' || (
        select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '')
        from public.talent_vendor_users tvu where tvu.user_id = p_app.applied_by_user_id), '')
  end

);
end$function$

owner postgres
acl postgres=X/postgres

-- function private.applications_live()
CREATE OR REPLACE FUNCTION private.applications_live()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row public.applications := case when tg_op = 'DELETE' then old else new end;
  v_job record;
  v_candidate record;
  v_user uuid;
  v_visible text[];
  v_old_stage text;
  v_new_stage text;
begin
  select j.id, j.title, j.company_id, j.created_by, ja.assigned_to_user_id into v_job
  from public.jobs j left join public.job_assignments ja on ja.job_id = j.id
  where j.id = v_row.job_id;
  select c.user_id, c.first_name, c.last_name into v_candidate from public.candidates c where c.id = v_row.candidate_id;

  if tg_op = 'UPDATE' and new.applied_by_vendor_id is not null then
    v_visible := private.vendor_stages_of(new.company_id);
    v_old_stage := private.vendor_stage_of(old, v_visible);
    -- The history row of this move is written after this trigger: the status left is old's.
    v_new_stage := private.vendor_stage(new.status,
      case when new.status = 'rejected' and old.status <> 'rejected' then old.status
           when new.status = 'rejected' then private.status_before_rejection(new.id) end,
      v_visible);
  end if;

  if tg_op = 'INSERT' then
    for v_user in select distinct u from unnest(array[v_job.created_by, v_job.assigned_to_user_id]) as u where u is not null loop
      perform private.notify(v_user, 'new_application', 'New application',
        format('%s applied to %s.', btrim(concat_ws(' ', v_candidate.first_name, v_candidate.last_name)), v_job.title),
        '/company/application/' || new.id,
        jsonb_build_object('application_id', new.id, 'job_id', new.job_id));
    end loop;
  elsif tg_op = 'UPDATE' and new.status is distinct from old.status then
    perform private.notify(v_candidate.user_id, 'application_update', 'Application update',
      format('Your application for %s is now %s.', v_job.title, private.status_label(new.status)),
      '/candidate/application/' || new.id,
      jsonb_build_object('application_id', new.id, 'job_id', new.job_id, 'status', new.status));
    if new.applied_by_vendor_id is not null and v_new_stage is distinct from v_old_stage then
      for v_user in
        select u from private.vendor_admin_user_ids(new.applied_by_vendor_id) as u
        union
        select tvu.user_id from public.talent_vendor_users tvu
        where tvu.user_id = new.applied_by_user_id and tvu.vendor_id = new.applied_by_vendor_id
      loop
        perform private.notify(v_user, 'application_update', 'Submission update',
          format('%s for %s is now %s.', btrim(concat_ws(' ', v_candidate.first_name, v_candidate.last_name)), v_job.title,
            private.vendor_stage_label(v_new_stage)),
          '/talent-vendor/dashboard',
          jsonb_build_object('application_id', new.id, 'job_id', new.job_id, 'stage', v_new_stage));
      end loop;
    end if;
  end if;

  if v_job.company_id is not null then
    perform private.signal('company:' || v_job.company_id, 'applications', tg_op);
  end if;
  if v_candidate.user_id is not null then
    perform private.signal('user:' || v_candidate.user_id, 'applications', tg_op,
      jsonb_build_object('id', v_row.id, 'status', v_row.status));
  end if;
  if v_row.applied_by_vendor_id is not null
     and (tg_op <> 'UPDATE' or v_new_stage is distinct from v_old_stage
          or new.applied_by_vendor_id is distinct from old.applied_by_vendor_id) then
    perform private.signal('vendor:' || v_row.applied_by_vendor_id, 'applications', tg_op);
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.applied_job_ids()
CREATE OR REPLACE FUNCTION private.applied_job_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return query 
  select a.job_id from public.applications a
  where a.candidate_id in (select private.own_candidate_ids())

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.applied_to_admin_company(uuid)
CREATE OR REPLACE FUNCTION private.applied_to_admin_company(p_candidate_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return (
  select exists (
    select 1 from public.applications a
    join public.company_users cu on cu.company_id = a.company_id
    where a.candidate_id = p_candidate_id
      and cu.user_id = (select auth.uid())
      and cu.role in ('company_admin', 'subscription_admin')
  )

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.approved_company_ids()
CREATE OR REPLACE FUNCTION private.approved_company_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return query select c.id from public.companies c where c.is_approved;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.are_document_locations(text[])
CREATE OR REPLACE FUNCTION private.are_document_locations(value text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(bool_and(private.is_document_location(item)), true) from unnest(value) as item;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.assert_candidate_data_caller(uuid)
CREATE OR REPLACE FUNCTION private.assert_candidate_data_caller(p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_caller jsonb := private.caller_context();
  v_role text := coalesce(v_caller ->> 'role', 'candidate');
begin
  if v_caller is null then
    raise exception 'Invalid or expired session' using errcode = 'PT401';
  end if;
  if p_user_id is distinct from (select auth.uid()) and v_role <> 'admin' then
    raise exception 'You can only access your own data' using errcode = '42501';
  end if;
  if v_role = 'company' then
    raise exception 'Only candidates can access candidate data' using errcode = '42501';
  end if;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.assert_self_or_admin(uuid)
CREATE OR REPLACE FUNCTION private.assert_self_or_admin(p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if (select auth.uid()) is null then
    raise exception 'You must be signed in' using errcode = '42501';
  end if;
  if p_user_id is distinct from (select auth.uid()) and not private.is_platform_admin() then
    raise exception 'You can only access your own data' using errcode = '42501';
  end if;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.assign_company_slug()
CREATE OR REPLACE FUNCTION private.assign_company_slug()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' then
    new.slug := old.slug;
  else
    new.slug := private.next_company_slug(new.name);
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.attach_confirmed_documents()
CREATE OR REPLACE FUNCTION private.attach_confirmed_documents()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.application_documents (application_id, document_id)
  select new.application_id, d.id from public.submission_documents d
  where d.id = any (new.document_ids) and d.vendor_id = new.vendor_id and d.candidate_id = new.candidate_id
  on conflict do nothing;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_admin_invitation()
CREATE OR REPLACE FUNCTION private.audit_admin_invitation()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform audit.append('admin.invited', 'invitation', new.id::text, null, '{}');
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_application_stage()
CREATE OR REPLACE FUNCTION private.audit_application_stage()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform audit.append('application.stage_changed', 'application', new.id::text, new.company_id,
    jsonb_build_object('from', old.status, 'to', new.status));
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_auth_event()
CREATE OR REPLACE FUNCTION private.audit_auth_event()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_event text := new.payload ->> 'action';
  v_actor uuid;
begin
  if v_event not in ('login', 'logout') then
    return new;
  end if;
  begin
    v_actor := (new.payload ->> 'actor_id')::uuid;
  exception when invalid_text_representation then
    return new;
  end;
  perform audit.append(case v_event when 'login' then 'auth.signed_in' else 'auth.signed_out' end,
    'user', v_actor::text, private.audit_user_company(v_actor), '{}', v_actor);
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_candidate_edit()
CREATE OR REPLACE FUNCTION private.audit_candidate_edit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_fields text[];
  v_actor uuid := audit.current_actor();
begin
  select array_agg(n.key order by n.key) into v_fields
  from jsonb_each(to_jsonb(new)) n
  join jsonb_each(to_jsonb(old)) o on o.key = n.key
  where n.value is distinct from o.value
    and n.key not in ('updated_at', 'created_at', 'search_text', 'email_normalized', 'phone_e164',
                      'linkedin_normalized', 'person_id');
  if v_fields is null then
    return null;
  end if;
  perform audit.append('candidate.updated', 'candidate', new.id::text, private.audit_user_company(v_actor),
    jsonb_build_object('fields', v_fields), v_actor);
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_company_approval()
CREATE OR REPLACE FUNCTION private.audit_company_approval()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform audit.append(case when new.is_approved then 'company.approved' else 'company.approval_revoked' end,
    'company', new.id::text, new.id, '{}');
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_company_user()
CREATE OR REPLACE FUNCTION private.audit_company_user()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    perform audit.append('employee.added', 'user', new.user_id::text, new.company_id,
      jsonb_build_object('role', new.role));
  elsif tg_op = 'DELETE' then
    perform audit.append('employee.removed', 'user', old.user_id::text, old.company_id,
      jsonb_build_object('role', old.role));
  elsif old.role is distinct from new.role then
    perform audit.append('employee.role_changed', 'user', new.user_id::text, new.company_id,
      jsonb_build_object('from', old.role, 'to', new.role));
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_interview()
CREATE OR REPLACE FUNCTION private.audit_interview()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_action text;
begin
  if tg_op = 'INSERT' then
    v_action := 'interview.scheduled';
  elsif new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    v_action := 'interview.cancelled';
  elsif (new.starts_at, new.duration_minutes, new.interviewer_ids)
        is distinct from (old.starts_at, old.duration_minutes, old.interviewer_ids) then
    v_action := 'interview.rescheduled';
  else
    return null;
  end if;
  perform audit.append(v_action, 'application', new.application_id::text, new.company_id,
    jsonb_build_object('interview_id', new.id));
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_note()
CREATE OR REPLACE FUNCTION private.audit_note()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_note public.notes := case when tg_op = 'DELETE' then old else new end;
begin
  perform audit.append(case when tg_op = 'DELETE' then 'note.deleted' else 'note.added' end,
    case when v_note.application_id is null then 'candidate' else 'application' end,
    coalesce(v_note.application_id, v_note.candidate_id)::text, v_note.company_id,
    jsonb_build_object('note_id', v_note.id));
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_partnership()
CREATE OR REPLACE FUNCTION private.audit_partnership()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row public.company_relationships := case when tg_op = 'DELETE' then old else new end;
  v_action text := case tg_op when 'INSERT' then 'partnership.created'
                              when 'DELETE' then 'partnership.removed' else 'partnership.changed' end;
  v_company uuid;
begin
  if tg_op = 'UPDATE' and (old.can_share_jobs, old.can_share_candidates)
     is not distinct from (new.can_share_jobs, new.can_share_candidates) then
    return null;
  end if;
  for v_company in select unnest(array[v_row.company_a_id, v_row.company_b_id]) as c order by c loop
    perform audit.append(v_action, 'company',
      (case when v_company = v_row.company_a_id then v_row.company_b_id else v_row.company_a_id end)::text,
      v_company,
      jsonb_build_object('can_share_jobs', v_row.can_share_jobs, 'can_share_candidates', v_row.can_share_candidates));
  end loop;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_person_name(uuid)
CREATE OR REPLACE FUNCTION private.audit_person_name(p_user_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select case when p_user_id is null then 'System' else coalesce(
    (select nullif(trim(cu.first_name || ' ' || cu.last_name), '') from public.company_users cu where cu.user_id = p_user_id),
    (select nullif(trim(tvu.first_name || ' ' || tvu.last_name), '') from public.talent_vendor_users tvu where tvu.user_id = p_user_id limit 1),
    (select nullif(trim(c.first_name || ' ' || c.last_name), '') from public.candidates c where c.user_id = p_user_id),
    (select p.email from public.profiles p where p.id = p_user_id),
    'Deleted user') end

);
end$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_profile_role()
CREATE OR REPLACE FUNCTION private.audit_profile_role()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform audit.append('user.role_changed', 'user', new.id::text, private.audit_user_company(new.id),
    jsonb_build_object('from', old.role, 'to', new.role));
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_scorecard()
CREATE OR REPLACE FUNCTION private.audit_scorecard()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform audit.append(case when tg_op = 'INSERT' then 'scorecard.submitted' else 'scorecard.updated' end,
    'application', new.application_id::text, new.company_id,
    jsonb_build_object('interview_id', new.interview_id));
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_subscription()
CREATE OR REPLACE FUNCTION private.audit_subscription()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' and (old.tier, old.status, old.expires_at) is not distinct from (new.tier, new.status, new.expires_at) then
    return null;
  end if;
  perform audit.append('company.subscription_changed', 'company', new.company_id::text, new.company_id,
    jsonb_strip_nulls(jsonb_build_object(
      'from_tier', case when tg_op = 'UPDATE' then old.tier end, 'tier', new.tier,
      'status', new.status, 'expires_at', new.expires_at)));
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_target_name(text,text)
CREATE OR REPLACE FUNCTION private.audit_target_name(p_type text, p_id text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select case
    when p_id is null or p_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p_id
    when p_type = 'user' then private.audit_person_name(p_id::uuid)
    when p_type = 'candidate' then coalesce(
      (select nullif(trim(c.first_name || ' ' || c.last_name), '') from public.candidates c where c.id = p_id::uuid),
      'Deleted candidate')
    when p_type = 'company' then coalesce((select c.name from public.companies c where c.id = p_id::uuid), 'Deleted company')
    when p_type = 'application' then (select j.title from public.applications a join public.jobs j on j.id = a.job_id
                                      where a.id = p_id::uuid)
    when p_type = 'job' then coalesce((select j.title from public.jobs j where j.id = p_id::uuid), 'Deleted job')
    else p_id end

);
end$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_trail_company(uuid,text)
CREATE OR REPLACE FUNCTION private.audit_trail_company(p_company_id uuid, p_verb text)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_company uuid := p_company_id;
begin
  if not private.is_platform_admin() then
    if not exists (select 1 from private.company_ids_with_role(array['company_admin']) as c(id)) then
      raise exception 'Only platform administrators and company administrators can % the audit trail', p_verb
        using errcode = '42501';
    end if;
    if v_company is null then
      select c.id into v_company from private.company_ids_with_role(array['company_admin']) as c(id) limit 1;
    elsif v_company not in (select c.id from private.company_ids_with_role(array['company_admin']) as c(id)) then
      raise exception 'You can only % the audit trail of your own company', p_verb using errcode = '42501';
    end if;
  end if;
  return v_company;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_user_ban()
CREATE OR REPLACE FUNCTION private.audit_user_ban()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if (new.banned_until is not null and new.banned_until > now())
     is distinct from (old.banned_until is not null and old.banned_until > now()) then
    perform audit.append(
      case when new.banned_until is not null and new.banned_until > now()
           then 'user.deactivated' else 'user.reactivated' end,
      'user', new.id::text, private.audit_user_company(new.id), '{}');
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.audit_user_company(uuid)
CREATE OR REPLACE FUNCTION private.audit_user_company(p_user_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select cu.company_id from public.company_users cu where cu.user_id = p_user_id

);
end$function$

owner postgres
acl postgres=X/postgres

-- function private.board_company(public.companies)
CREATE OR REPLACE FUNCTION private.board_company(p_company public.companies)
 RETURNS json
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select json_build_object(
    'id', p_company.id,
    'slug', p_company.slug,
    'name', p_company.name,
    'dba_name', p_company.dba_name,
    'industry', p_company.industry,
    'company_size', p_company.company_size,
    'location', p_company.location,
    'website', p_company.website,
    'description', p_company.description,
    'logo_url', p_company.logo_url,
    'linkedin_url', p_company.linkedin_url,
    'twitter_url', p_company.twitter_url,
    'facebook_url', p_company.facebook_url,
    'instagram_url', p_company.instagram_url)
$function$

owner postgres
acl postgres=X/postgres

-- function private.board_job(public.jobs,public.companies,boolean)
CREATE OR REPLACE FUNCTION private.board_job(p_job public.jobs, p_company public.companies, p_full boolean)
 RETURNS json
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select json_build_object(
    'id', p_job.id,
    'title', p_job.title,
    'location', p_job.location,
    'locations', p_job.locations,
    'is_remote', p_job.is_remote,
    'job_type', p_job.job_type,
    'experience_level', p_job.experience_level,
    'salary_min', p_job.salary_min,
    'salary_max', p_job.salary_max,
    'skills_required', p_job.skills_required,
    'posted_at', p_job.created_at,
    'updated_at', p_job.updated_at,
    'expires_at', p_job.expires_at,
    'company', case when p_full then private.board_company(p_company)
      else json_build_object('id', p_company.id, 'slug', p_company.slug, 'name', p_company.name,
        'logo_url', p_company.logo_url) end)::jsonb
    || case when p_full then jsonb_build_object(
      'description', p_job.description,
      'requirements', p_job.requirements,
      'preferred_skills', p_job.preferred_skills,
      'experience_required', p_job.experience_required,
      'education_required', p_job.education_required)
    else jsonb_build_object('summary', left(p_job.description, 200)) end
$function$

owner postgres
acl postgres=X/postgres

-- function private.board_today()
CREATE OR REPLACE FUNCTION private.board_today()
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
$function$

owner postgres
acl postgres=X/postgres

-- function private.board_words_query(text)
CREATE OR REPLACE FUNCTION private.board_words_query(p_text text)
 RETURNS tsquery
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select to_tsquery('simple'::regconfig, string_agg(quote_literal(w.lexeme) || ':*', ' & '))
  from unnest(to_tsvector('simple'::regconfig, coalesce(p_text, ''))) w
$function$

owner postgres
acl postgres=X/postgres

-- function private.caller_context()
CREATE OR REPLACE FUNCTION private.caller_context()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (select jsonb_build_object(
    'id', u.id,
    'email', u.email,
    'role', (select p.role from public.profiles p where p.id = u.id),
    'membership', (
      select jsonb_build_object('company_id', cu.company_id, 'role', cu.role)
      from public.company_users cu
      where cu.user_id = u.id
      order by cu.created_at
      limit 1))
  from auth.users u
  where u.id = (select auth.uid())
    and (
      nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id' is null
      or exists (
        select 1 from auth.sessions s
        where s.id = (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'session_id')::uuid
          and s.user_id = u.id
          and (s.not_after is null or s.not_after > now()))));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.can_read_answer_file(text)
CREATE OR REPLACE FUNCTION private.can_read_answer_file(p_name text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1
    from public.job_application_answers ans
    join public.applications a on a.id = ans.application_id
    join public.candidates c on c.id = a.candidate_id
    where ans.answer = p_name
      and c.user_id::text = (storage.foldername(p_name))[1]
      and private.is_team_application(a.id)
  )

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.can_read_candidate_files(text)
CREATE OR REPLACE FUNCTION private.can_read_candidate_files(p_owner_folder text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1
    from public.candidates c
    join public.company_users cu on cu.user_id = (select auth.uid())
    where c.user_id::text = p_owner_folder
      and (c.managing_company_id = cu.company_id
           or exists (select 1 from public.applications a
                      join public.jobs j on j.id = a.job_id
                      where a.candidate_id = c.id and j.company_id = cu.company_id))
  )

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.can_read_submission_file(text)
CREATE OR REPLACE FUNCTION private.can_read_submission_file(p_name text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.submission_documents d
    where d.path = p_name and private.is_team_submission_document(d.id)
  )
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.can_read_vendor_answer_file(text)
CREATE OR REPLACE FUNCTION private.can_read_vendor_answer_file(p_name text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1
    from public.job_application_answers ans
    join public.applications a on a.id = ans.application_id
    where ans.answer = p_name
      and a.source = 'vendor'
      and a.applied_by_user_id::text = (storage.foldername(p_name))[1]
      and a.job_id::text = (storage.foldername(p_name))[2]
      and (private.is_team_application(a.id) or a.applied_by_vendor_id in (select private.member_vendor_ids()))
  )
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.can_read_vendor_folder(text)
CREATE OR REPLACE FUNCTION private.can_read_vendor_folder(p_folder text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1 from public.vendors v
    where v.id = private.vendor_for_folder(p_folder)
      and (v.id in (select private.member_vendor_ids())
           or v.company_id in (select private.company_ids_with_role()))
  )

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.can_receive_topic(text)
CREATE OR REPLACE FUNCTION private.can_receive_topic(p_topic text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select case
    when p_topic is null or (select auth.uid()) is null then false
    when p_topic = 'user:' || (select auth.uid())::text then true
    when p_topic like 'company:%' then exists (
      select 1 from private.active_company_ids() as ids(id) where 'company:' || ids.id::text = p_topic)
    when p_topic like 'vendor:%' then exists (
      select 1 from private.member_vendor_ids() as ids(id) where 'vendor:' || ids.id::text = p_topic)
    else false
  end

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.can_see_job_applications(uuid)
CREATE OR REPLACE FUNCTION private.can_see_job_applications(p_job_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return (
  select private.staff_sees_job(p_job_id) or (select private.is_platform_admin())

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.can_work_application(uuid)
CREATE OR REPLACE FUNCTION private.can_work_application(application_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select coalesce((select private.can_work_job(a.job_id) from public.applications a
                   where a.id = can_work_application.application_id), false)

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.can_work_job(uuid)
CREATE OR REPLACE FUNCTION private.can_work_job(p_job_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return (
  select private.staff_sees_job(p_job_id)
     and private.company_is_active((select j.company_id from public.jobs j where j.id = p_job_id))

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.can_write_vendor_folder(text)
CREATE OR REPLACE FUNCTION private.can_write_vendor_folder(p_folder text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select case
    when private.vendor_for_folder(p_folder) is null then
      p_folder ~ '^VENDOR-[A-Z0-9]{8}$' and exists (select private.active_company_ids())
    else exists (
      select 1 from public.vendors v
      where v.id = private.vendor_for_folder(p_folder)
        and (v.id in (select private.admin_vendor_ids())
             or v.company_id in (select private.active_company_ids())))
  end

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.candidate_application_detail(uuid,uuid)
CREATE OR REPLACE FUNCTION private.candidate_application_detail(p_user_id uuid, p_application_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_app public.applications;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  select a.* into v_app
  from public.applications a
  where a.id = p_application_id and a.candidate_id in (select private.user_candidate_ids(p_user_id));
  if v_app.id is null then
    return null;
  end if;
  return private.application_fields(v_app) || jsonb_build_object(
    'submitted_by', case when v_app.source = 'candidate' then null
                         when v_app.source = 'company' then (select co.name from public.companies co where co.id = v_app.company_id)
                         else private.application_source_label(v_app) end,
    'job', (select private.job_card(j) from public.jobs j where j.id = v_app.job_id),
    'answers', private.application_answers(v_app.id, v_app.job_id));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.candidate_applications(uuid,bigint,integer)
CREATE OR REPLACE FUNCTION private.candidate_applications(p_user_id uuid, p_page bigint, p_page_size integer)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_ids uuid[];
  v_total integer;
  v_interviews integer;
  v_page json;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size < 1 or p_page_size > 50 then
    raise exception 'Invalid page' using errcode = '22023';
  end if;
  -- Their own records and those companies and vendors kept under their sign-up e-mail; a platform
  -- admin looking at someone sees that person's own record.
  if p_user_id = (select auth.uid()) then
    select coalesce(array_agg(ids.id), '{}') into v_ids from private.user_candidate_ids(p_user_id) ids(id);
  else
    select coalesce(array_agg(c.id), '{}') into v_ids from public.candidates c where c.user_id = p_user_id;
  end if;

  select count(*), count(*) filter (where lower(a.status::text) = 'interview')
  into v_total, v_interviews
  from public.applications a
  where a.candidate_id = any(v_ids);

  select coalesce(json_agg(json_build_object(
      'id', p.id,
      'status', p.status,
      'applied_at', p.applied_at,
      'job_id', p.job_id,
      'candidate_id', p.candidate_id,
      'job', private.job_cards(array[p.job_id]) -> 0)
    order by p.applied_at desc, p.id desc), '[]')
  into v_page
  from (
    select a.id, a.status, a.applied_at, a.job_id, a.candidate_id
    from public.applications a
    where a.candidate_id = any(v_ids)
    order by a.applied_at desc, a.id desc
    offset (p_page - 1) * p_page_size
    limit p_page_size) p;

  return json_build_object('applications', v_page, 'total', v_total, 'interviewCount', v_interviews,
    'page', p_page, 'pageSize', p_page_size);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.candidate_apply_readiness(uuid)
CREATE OR REPLACE FUNCTION private.candidate_apply_readiness(p_user_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_candidate public.candidates;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  select c.* into v_candidate from public.candidates c where c.user_id = p_user_id limit 1;
  return json_build_object(
    'candidateId', v_candidate.id,
    'missingFields', (
      select coalesce(json_agg(f.label order by f.ord), '[]')
      from (values
        (1, 'First name', v_candidate.first_name),
        (2, 'Last name', v_candidate.last_name),
        (3, 'Email', v_candidate.email),
        (4, 'Phone', v_candidate.phone)) f(ord, label, value)
      where coalesce(btrim(f.value), '') = ''));
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.candidate_job(uuid,uuid)
CREATE OR REPLACE FUNCTION private.candidate_job(p_user_id uuid, p_job_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id uuid := private.candidate_job_id(p_user_id, p_job_id);
begin
  if v_id is null then
    return null;
  end if;
  return private.job_cards(array[v_id]) -> 0;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.candidate_job_id(uuid,uuid)
CREATE OR REPLACE FUNCTION private.candidate_job_id(p_user_id uuid, p_job_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id uuid;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  select j.id into v_id
  from public.jobs j
  where j.id = p_job_id
    and (
      (j.status in ('published', 'open', 'active')
        and (j.expires_at is null or j.expires_at > now())
        and exists (select 1 from public.companies co where co.id = j.company_id and co.is_approved))
      or exists (
        select 1 from public.applications a
        join public.candidates c on c.id = a.candidate_id
        where a.job_id = j.id and c.user_id = p_user_id)
      or (select private.is_platform_admin()));
  return v_id;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.candidate_job_questions(uuid,uuid)
CREATE OR REPLACE FUNCTION private.candidate_job_questions(p_user_id uuid, p_job_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id uuid := private.candidate_job_id(p_user_id, p_job_id);
begin
  return (
    select coalesce(json_agg(json_build_object(
        'id', q.id,
        'question', q.question,
        'question_type', q.question_type,
        'is_required', q.is_required,
        'options', q.options)
      order by q.position, q.id), '[]')
    from public.job_questions q
    where v_id is not null and q.job_id = v_id);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.candidate_potential_jobs(uuid,bigint,integer,integer)
CREATE OR REPLACE FUNCTION private.candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer, p_min_score integer DEFAULT 0)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_candidate private.match_candidates;
  v_counts integer[];
  v_applied uuid[];
  v_applied_open integer;
  v_total integer;
  v_page uuid[];
  v_scores json;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size < 1 or p_page_size > 100 then
    raise exception 'Invalid page' using errcode = '22023';
  end if;
  if p_min_score is null or p_min_score < 0 or p_min_score > 100 then
    raise exception 'Minimum match must be between 0 and 100' using errcode = '22023';
  end if;

  select m.* into v_candidate
  from public.candidates c join private.match_candidates m on m.candidate_id = c.id
  where c.user_id = p_user_id;

  -- Every record of the person counts: a job a vendor or company already put them forward for is
  -- not offered again (applying would be refused as already in process).
  select coalesce(array_agg(a.job_id), '{}') into v_applied
  from public.applications a
  where a.candidate_id in (select private.user_candidate_ids(p_user_id));

  if v_candidate.candidate_id is null then
    -- No candidate profile yet: nothing to match, newest first as before.
    select count(*) into v_applied_open from private.open_jobs o where o.id = any(v_applied);
    select coalesce(array_agg(page.id order by page.created_at desc, page.id desc), '{}') into v_page
    from (select o.id, o.created_at from private.open_jobs o
          where o.id <> all(v_applied)
          order by o.created_at desc, o.id desc
          offset (p_page - 1) * p_page_size limit p_page_size) page;
    return json_build_object('jobs', private.job_cards(v_page),
      'total', greatest(0, private.open_jobs_total() - v_applied_open),
      'page', p_page, 'pageSize', p_page_size, 'candidateId', null, 'scores', '{}'::json);
  end if;

  select l.score_counts into v_counts from private.match_candidate_lists l
  where l.candidate_id = v_candidate.candidate_id and l.refreshed_at is not null;

  if v_counts is not null then
    -- the kept counts, less the expired jobs and those the person was put forward for
    v_total := (select coalesce(sum(n), 0) from unnest(v_counts[p_min_score + 1 : 101]) n)
      - (select count(*) from private.match_candidate_jobs k
         where k.candidate_id = v_candidate.candidate_id and k.expires_at is not null and k.expires_at <= now()
           and k.score >= p_min_score)
      - (select count(*) from private.match_candidate_jobs k
         where k.candidate_id = v_candidate.candidate_id and k.job_id = any (v_applied)
           and k.score >= p_min_score and (k.expires_at is null or k.expires_at > now()));
    select coalesce(array_agg(p.job_id order by p.score desc, p.job_created_at desc, p.job_id desc), '{}'),
           coalesce(json_object_agg(p.job_id, p.score), '{}')
      into v_page, v_scores
    from (select k.job_id, k.score, k.job_created_at
          from private.match_candidate_jobs k
          where k.candidate_id = v_candidate.candidate_id
            and k.score >= p_min_score
            and (k.expires_at is null or k.expires_at > now())
            and k.job_id <> all (v_applied)
          order by k.score desc, k.job_created_at desc, k.job_id desc
          offset (p_page - 1) * p_page_size limit p_page_size) p;
  else
    with scored as (
      select o.id, o.created_at, m.score
      from private.open_jobs o
      join private.match_view m on m.job_id = o.id and m.candidate_id = v_candidate.candidate_id
      where o.id <> all(v_applied)
    ), kept as (
      select * from scored where score >= p_min_score
    ), page as (
      select id, score, row_number() over (order by score desc, created_at desc, id desc) as rank from kept
      order by rank
      offset (p_page - 1) * p_page_size limit p_page_size
    )
    select (select count(*) from kept),
           (select coalesce(array_agg(id order by rank), '{}') from page),
           (select coalesce(json_object_agg(id, score), '{}') from page)
      into v_total, v_page, v_scores;
  end if;

  return json_build_object(
    'jobs', private.job_cards(v_page),
    'total', v_total,
    'page', p_page,
    'pageSize', p_page_size,
    'candidateId', v_candidate.candidate_id,
    'scores', v_scores);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.canonical_industry(text)
CREATE OR REPLACE FUNCTION private.canonical_industry(p_industry text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    (select i from unnest(array[
       'Technology', 'Healthcare', 'Finance', 'Education', 'Manufacturing', 'Retail', 'Hospitality',
       'Transportation', 'Construction', 'Energy', 'Media', 'Telecommunications', 'Agriculture',
       'Government', 'Consulting', 'Non-profit', 'Other']) i
     where lower(i) = lower(btrim(p_industry))),
    p_industry)
$function$

owner postgres
acl postgres=X/postgres

-- function private.check_application_answers(uuid,jsonb)
CREATE OR REPLACE FUNCTION private.check_application_answers(p_job_id uuid, p_answers jsonb)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_answers jsonb := coalesce(p_answers, '[]');
  v_question record;
  v_answer text;
  v_options text[];
  v_choice text;
begin
  if jsonb_typeof(v_answers) <> 'array'
     or exists (select 1 from jsonb_array_elements(v_answers) e
                where jsonb_typeof(e) <> 'object'
                   or coalesce(jsonb_typeof(e -> 'answer'), 'null') not in ('string', 'null')
                   or (e ->> 'question_id') is null
                   or (e ->> 'question_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                   or not exists (select 1 from public.job_questions q
                                  where q.id = (e ->> 'question_id')::uuid and q.job_id = p_job_id)) then
    raise exception 'Answers must name questions of this job' using errcode = '22023';
  end if;
  if (select count(*) from jsonb_array_elements(v_answers))
     <> (select count(distinct lower(e ->> 'question_id')) from jsonb_array_elements(v_answers) e) then
    raise exception 'Each question can be answered only once' using errcode = '22023';
  end if;

  for v_question in
    select q.id, q.question, q.question_type, q.is_required, q.options,
           (select nullif(btrim(e ->> 'answer'), '') from jsonb_array_elements(v_answers) e
            where (e ->> 'question_id')::uuid = q.id) as answer
    from public.job_questions q
    where q.job_id = p_job_id
    order by q.position, q.created_at
  loop
    v_answer := v_question.answer;
    if v_answer is null then
      if v_question.is_required then
        raise exception 'Please answer all required questions' using errcode = '22023';
      end if;
      continue;
    end if;
    select coalesce(array_agg(btrim(o)), '{}') into v_options
    from jsonb_array_elements_text(
      case when jsonb_typeof(v_question.options) = 'array' then v_question.options else '[]' end) o
    where btrim(o) <> '';
    -- A choice question without options is answered in a text box.
    if v_question.question_type = 'MULTIPLE_CHOICE' and cardinality(v_options) > 0
       and not v_answer = any (v_options) then
      raise exception 'Please choose one of the offered answers to "%"', v_question.question
        using errcode = '22023';
    end if;
    if v_question.question_type = 'CHECKBOX' and cardinality(v_options) > 0 then
      -- Ticked options are joined with ', '; options may themselves contain commas.
      v_choice := '(?:' || (select string_agg(regexp_replace(o, '([.^$*+?()\[\]{}|\\-])', '\\\1', 'g'), '|')
                            from unnest(v_options) o) || ')';
      if v_answer !~ ('^' || v_choice || '(?:, ' || v_choice || ')*$') then
        raise exception 'Please choose one of the offered answers to "%"', v_question.question
          using errcode = '22023';
      end if;
    end if;
    if v_question.question_type = 'RATING' and v_answer !~ '^[1-5]$' then
      raise exception 'Please rate "%" from 1 to 5', v_question.question using errcode = '22023';
    end if;
    if v_question.question_type = 'FILE' and not exists (
      select 1 from storage.objects o
      where o.bucket_id = 'application_answer_files'
        and o.name = v_answer
        and (storage.foldername(o.name))[1] = (select auth.uid())::text
        and (storage.foldername(o.name))[2] = p_job_id::text) then
      raise exception 'The file answering "%" was not found; please upload it again', v_question.question
        using errcode = '22023';
    end if;
  end loop;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.check_candidate_assignment()
CREATE OR REPLACE FUNCTION private.check_candidate_assignment()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not exists (
    select 1 from public.candidates c
    join public.company_users cu on cu.company_id = c.managing_company_id
    where c.id = new.candidate_id and cu.user_id = new.assigned_to_user_id
  ) then
    raise exception 'The assignee must belong to the company that manages the candidate' using errcode = '23514';
  end if;
  if private.is_api_caller() then
    new.assigned_by_user_id := auth.uid();
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.check_interview(uuid,timestamp without time zone,text,integer,uuid[],text,text)
CREATE OR REPLACE FUNCTION private.check_interview(p_company_id uuid, p_local_start timestamp without time zone, p_time_zone text, p_duration_minutes integer, p_interviewer_ids uuid[], p_location text, p_video_link text)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_starts_at timestamptz;
begin
  if p_local_start is null then
    raise exception 'Choose the date and time of the interview' using errcode = '22023';
  end if;
  if not private.is_time_zone_name(p_time_zone) then
    raise exception 'Choose a valid time zone' using errcode = '22023';
  end if;
  v_starts_at := p_local_start at time zone p_time_zone;
  if v_starts_at <= now() then
    raise exception 'The interview must start in the future' using errcode = '22023';
  end if;
  if p_duration_minutes is null or p_duration_minutes not between 15 and 480 then
    raise exception 'The duration must be between 15 and 480 minutes' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_interviewer_ids), 0) = 0 then
    raise exception 'Choose at least one interviewer' using errcode = '22023';
  end if;
  if cardinality(p_interviewer_ids) > 10 then
    raise exception 'Choose at most 10 interviewers' using errcode = '22023';
  end if;
  if not private.all_team_members(p_company_id, p_interviewer_ids) then
    raise exception 'Interviewers must be members of your team' using errcode = '22023';
  end if;
  if nullif(btrim(p_location), '') is null and nullif(btrim(p_video_link), '') is null then
    raise exception 'Enter a location or a video link' using errcode = '22023';
  end if;
  if char_length(coalesce(p_location, '')) > 300 then
    raise exception 'The location can be at most 300 characters' using errcode = '22023';
  end if;
  if nullif(btrim(p_video_link), '') is not null
     and (char_length(p_video_link) > 500 or not private.is_http_link(btrim(p_video_link))) then
    raise exception 'The video link must be a web address starting with http:// or https://' using errcode = '22023';
  end if;
  return v_starts_at;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.check_job_assignment()
CREATE OR REPLACE FUNCTION private.check_job_assignment()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not exists (
    select 1 from public.jobs j
    join public.company_users cu on cu.company_id = j.company_id
    where j.id = new.job_id and cu.user_id = new.assigned_to_user_id
  ) then
    raise exception 'The assignee must belong to the company that owns the job' using errcode = '23514';
  end if;
  if private.is_api_caller() then
    new.assigned_by_user_id := auth.uid();
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.check_pipeline_filters(text,text,date,date)
CREATE OR REPLACE FUNCTION private.check_pipeline_filters(p_search text, p_source text, p_applied_from date, p_applied_to date)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if p_source is not null and p_source not in ('candidate', 'company', 'vendor') then
    raise exception 'Unknown source: choose Direct, Company-managed or Vendor' using errcode = '22023';
  end if;
  if p_applied_from is not null and p_applied_to is not null and p_applied_from > p_applied_to then
    raise exception 'The "from" date must be on or before the "to" date' using errcode = '22023';
  end if;
  if length(p_search) > 100 then
    raise exception 'Search text can be at most 100 characters' using errcode = '22023';
  end if;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.check_pipeline_sort(text)
CREATE OR REPLACE FUNCTION private.check_pipeline_sort(p_sort text)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if p_sort is not null and p_sort not in ('newest', 'match') then
    raise exception 'Unknown sort: choose Newest or Best match' using errcode = '22023';
  end if;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.check_report_range(date,date)
CREATE OR REPLACE FUNCTION private.check_report_range(p_from date, p_to date)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if p_from is null or p_to is null then
    raise exception 'Choose a start and an end date' using errcode = '22023';
  end if;
  if p_from > p_to then
    raise exception 'The "from" date must be on or before the "to" date' using errcode = '22023';
  end if;
  if p_to - p_from > 731 then
    raise exception 'Choose a range of at most two years' using errcode = '22023';
  end if;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.check_submission_documents(uuid,uuid,uuid[])
CREATE OR REPLACE FUNCTION private.check_submission_documents(p_vendor_id uuid, p_candidate_id uuid, p_document_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if coalesce(cardinality(p_document_ids), 0) > 10 then
    raise exception 'A submission can carry at most 10 documents' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(coalesce(p_document_ids, '{}')) ids(id)
             where ids.id is null
                or not exists (select 1 from public.submission_documents d
                               where d.id = ids.id and d.vendor_id = p_vendor_id and d.candidate_id = p_candidate_id)) then
    raise exception 'Documents must be this candidate''s documents' using errcode = '22023';
  end if;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.check_token_session()
CREATE OR REPLACE FUNCTION private.check_token_session()
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not private.token_session_is_live() then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'PGRST301', 'message', 'JWT session has ended',
        'details', null, 'hint', 'Sign in again')::text,
      detail = json_build_object('status', 401,
        'headers', json_build_object('WWW-Authenticate', 'Bearer error="invalid_token", error_description="JWT session has ended"'))::text;
  end if;
end;
$function$

owner postgres
acl anon=X/postgres, authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.check_vendor_job_assignment()
CREATE OR REPLACE FUNCTION private.check_vendor_job_assignment()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_joined timestamptz;
  v_member boolean;
begin
  if new.assigned_to_recruiter_id is not null
     and (tg_op = 'INSERT' or new.assigned_to_recruiter_id is distinct from old.assigned_to_recruiter_id) then
    select true, tvu.joined_at into v_member, v_joined
    from public.talent_vendor_users tvu
    where tvu.id = new.assigned_to_recruiter_id and tvu.vendor_id = new.vendor_id;
    if v_member is null then
      raise exception 'The recruiter must belong to the assigned vendor' using errcode = '23514';
    end if;
    if v_joined is null then
      raise exception 'This recruiter has not accepted their invitation yet and cannot be assigned jobs'
        using errcode = '23514';
    end if;
  end if;
  if tg_op = 'UPDATE' and private.is_guarded_caller()
     and (new.job_id is distinct from old.job_id or new.vendor_id is distinct from old.vendor_id) then
    raise exception 'Reassign by removing and adding the vendor assignment' using errcode = '42501';
  end if;
  if tg_op = 'INSERT' and private.is_api_caller() then
    new.assigned_by_user_id := auth.uid();
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.clean_text_list(text[],text,integer,integer)
CREATE OR REPLACE FUNCTION private.clean_text_list(p_items text[], p_label text, p_max_items integer, p_max_length integer)
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_item text;
  v_out text[] := '{}';
begin
  foreach v_item in array coalesce(p_items, '{}') loop
    v_item := regexp_replace(btrim(coalesce(v_item, '')), '\s+', ' ', 'g');
    continue when v_item = '' or lower(v_item) = any (select lower(o) from unnest(v_out) o);
    if char_length(v_item) > p_max_length then
      raise exception '% can have at most % characters each', p_label, p_max_length using errcode = '22023';
    end if;
    v_out := v_out || v_item;
  end loop;
  if cardinality(v_out) > p_max_items then
    raise exception 'Add at most % %', p_max_items, lower(p_label) using errcode = '22023';
  end if;
  return v_out;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.companies_canonical_industry()
CREATE OR REPLACE FUNCTION private.companies_canonical_industry()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  new.industry := private.canonical_industry(new.industry);
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.company_add_creator()
CREATE OR REPLACE FUNCTION private.company_add_creator()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
  select new.user_id, new.id, '', '', p.email, 'company_admin'
  from public.profiles p
  where p.id = new.user_id
  on conflict (user_id) do nothing;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.company_after_insert()
CREATE OR REPLACE FUNCTION private.company_after_insert()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.company_subscriptions (company_id, tier, status)
  values (new.id, 'none', 'inactive')
  on conflict (company_id) do nothing;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.company_application_count(uuid)
CREATE OR REPLACE FUNCTION private.company_application_count(p_company_id uuid)
 RETURNS bigint
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select case
    when p_company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
      or (select private.is_platform_admin())
    then (select c.applications from private.company_application_counts c where c.company_id = p_company_id)
    else (select sum(c.applications) from private.job_application_counts c
          join public.jobs j on j.id = c.job_id
          where j.company_id = p_company_id and c.job_id in (select private.staff_job_ids()))
  end::bigint

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.company_application_detail(uuid)
CREATE OR REPLACE FUNCTION private.company_application_detail(p_application_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_app public.applications;
  v_job public.jobs;
begin
  if v_uid is null then
    return null;
  end if;
  select a.* into v_app from public.applications a where a.id = p_application_id;
  if v_app.id is null then
    return null;
  end if;
  select j.* into v_job from public.jobs j
  where j.id = v_app.job_id and j.company_id = private.current_company_id();
  if v_job.id is null then
    return null;
  end if;
  -- Cheapest checks first: owners and admins need not build the hierarchy's job list.
  if not (private.is_platform_admin()
          or v_job.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin']))
          or v_job.created_by = v_uid
          or v_job.id in (select private.visible_job_ids())) then
    return null;
  end if;
  return private.application_fields(v_app) || jsonb_build_object(
    'applied_by_company_id', v_app.applied_by_company_id,
    'candidate', (select to_jsonb(c) from public.candidates c where c.id = v_app.candidate_id),
    'job', jsonb_build_object(
      'id', v_job.id,
      'title', v_job.title,
      'description', v_job.description,
      'location', v_job.location,
      'job_type', v_job.job_type,
      'experience_level', v_job.experience_level,
      'salary_min', v_job.salary_min,
      'salary_max', v_job.salary_max,
      'status', v_job.status,
      'company_id', v_job.company_id,
      'created_at', v_job.created_at),
    'answers', private.application_answers(v_app.id, v_app.job_id));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.company_ids_with_role(text[])
CREATE OR REPLACE FUNCTION private.company_ids_with_role(p_roles text[] DEFAULT NULL::text[])
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return query 
  select cu.company_id from public.company_users cu
  where cu.user_id = (select auth.uid())
    and (p_roles is null or cu.role = any (p_roles))

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.company_invited_me(uuid)
CREATE OR REPLACE FUNCTION private.company_invited_me(p_company_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select private.open_management_invitation(p_company_id) is not null

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.company_is_active(uuid)
CREATE OR REPLACE FUNCTION private.company_is_active(p_company_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return (
  select exists (
    select 1
    from public.companies c
    join public.company_subscriptions s on s.company_id = c.id
    where c.id = p_company_id
      and c.is_approved
      and s.tier <> 'none'
      and (s.expires_at is null or s.expires_at > now())
  )

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.company_listed(uuid)
CREATE OR REPLACE FUNCTION private.company_listed(p_company_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1
    from public.companies c
    join public.company_subscriptions s on s.company_id = c.id
    where c.id = p_company_id and c.is_approved and s.tier <> 'none')

);
end$function$

owner postgres
acl postgres=X/postgres

-- function private.company_report_activity(uuid,date,date,boolean,uuid[],uuid)
CREATE OR REPLACE FUNCTION private.company_report_activity(p_company uuid, p_from date, p_to date, p_all boolean, p_jobs uuid[], p_job_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (
    with activity as (
      select d.actor_id, sum(d.moves) as moves, sum(d.advanced) as advanced, sum(d.rejected) as rejected,
             sum(d.hired) as hired
      from private.report_activity_daily d
      where d.company_id = p_company and d.day between p_from and p_to
        and (p_all or d.job_id in (select unnest(p_jobs))) and (p_job_id is null or d.job_id = p_job_id)
      group by d.actor_id
    )
    select coalesce(jsonb_agg(jsonb_build_object('user_id', a.actor_id,
                                                 'name', coalesce(nullif(btrim(concat_ws(' ', cu.first_name, cu.last_name)), ''),
                                                                  cu.email, 'Former team member'),
                                                 'moves', a.moves, 'advanced', a.advanced, 'rejected', a.rejected,
                                                 'hired', a.hired)
                              order by a.moves desc, cu.last_name, a.actor_id), '[]'::jsonb)
    from activity a
    left join public.company_users cu on cu.user_id = a.actor_id and cu.company_id = p_company);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.company_report_from_aggregates(uuid,date,date,uuid[])
CREATE OR REPLACE FUNCTION private.company_report_from_aggregates(p_company uuid, p_from date, p_to date, p_hidden uuid[] DEFAULT '{}'::uuid[])
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_start timestamptz := (p_from::timestamp at time zone 'UTC');
  v_end timestamptz := ((p_to + 1)::timestamp at time zone 'UTC');
begin
  return (
    with hidden as materialized (
      select f.source, f.vendor_id, f.furthest, f.applied_at, f.hired_at,
             f.applied_secs, f.reviewing_secs, f.interview_secs, f.offered_secs
      from private.application_report_facts f
      where f.job_id = any (p_hidden) and f.applied_at >= v_start and f.applied_at < v_end
    ), sources as (
      select x.source, x.vendor_id, sum(x.applied) as applied, sum(x.reviewing) as reviewing,
             sum(x.interview) as interview, sum(x.offered) as offered, sum(x.hired) as hired
      from (
        select d.source, d.vendor_id, d.applied, d.reviewing, d.interview, d.offered, d.hired
        from private.report_company_daily d
        where d.company_id = p_company and d.day between p_from and p_to
        union all
        select h.source, h.vendor_id, -1, -(h.furthest >= 2)::int, -(h.furthest >= 3)::int,
               -(h.furthest >= 4)::int, -(h.furthest >= 5)::int
        from hidden h
      ) x
      group by x.source, x.vendor_id having sum(x.applied) > 0
    ), t as (
      select coalesce(sum(s.applied), 0) as applied, coalesce(sum(s.reviewing), 0) as reviewing,
             coalesce(sum(s.interview), 0) as interview, coalesce(sum(s.offered), 0) as offered,
             coalesce(sum(s.hired), 0) as hired
      from sources s
    ), durations as (
      -- metric: 1-4 time spent in applied, reviewing, interview, offered; 5 days from applying to the hire
      select x.metric, x.vendor_id, x.tenths, sum(x.n)::bigint as n
      from (
        select d.metric, d.vendor_id, d.tenths, d.n
        from private.report_duration_counts d
        where d.company_id = p_company and d.day between p_from and p_to
        union all
        select m.metric, h.vendor_id, round(m.secs / 8640)::int, -1
        from hidden h
        cross join lateral (values (1::smallint, h.applied_secs), (2::smallint, h.reviewing_secs),
                                   (3::smallint, h.interview_secs), (4::smallint, h.offered_secs),
                                   (5::smallint, extract(epoch from h.hired_at - h.applied_at)::double precision)) m (metric, secs)
        where m.secs is not null
      ) x
      group by x.metric, x.vendor_id, x.tenths
    ), overall as (
      select d.metric, array_agg(d.tenths order by d.tenths) as tenths, array_agg(d.n order by d.tenths) as counts,
             sum(d.n) as n
      from (select d.metric, d.tenths, sum(d.n)::bigint as n from durations d group by d.metric, d.tenths) d
      group by d.metric
    ), vendor_hires as (
      select d.vendor_id, array_agg(d.tenths order by d.tenths) as tenths, array_agg(d.n order by d.tenths) as counts
      from durations d
      where d.metric = 5 and d.vendor_id is not null
      group by d.vendor_id
    ), jobs as (
      select j.job_id, sum(j.applied) as applied, sum(j.reviewing) as reviewing, sum(j.interview) as interview,
             sum(j.offered) as offered, sum(j.hired) as hired
      from private.report_job_daily j
      where j.company_id = p_company and j.day between p_from and p_to
        and j.job_id not in (select unnest(p_hidden))
      group by j.job_id having sum(j.applied) > 0
      order by sum(j.applied) desc, j.job_id limit 50
    )
    select jsonb_build_object(
      'funnel', private.report_funnel(t.applied, t.reviewing, t.interview, t.offered, t.hired),
      'stage_times', (
        select jsonb_agg(jsonb_build_object('stage', s.stage, 'count', coalesce(o.n, 0))
                         || private.report_histogram_days(o.tenths, o.counts) order by s.metric)
        from (values (1::smallint, 'applied'), (2::smallint, 'reviewing'), (3::smallint, 'interview'),
                     (4::smallint, 'offered')) s (metric, stage)
        left join overall o on o.metric = s.metric),
      'time_to_hire', jsonb_build_object('count', t.hired)
                      || private.report_histogram_days((select o.tenths from overall o where o.metric = 5),
                                                       (select o.counts from overall o where o.metric = 5)),
      'sources', coalesce((
        select jsonb_agg(jsonb_build_object('source', s.source, 'vendor_id', s.vendor_id, 'vendor_name', v.vendor_name,
                                            'applicants', s.applied, 'hires', s.hired)
                         order by case s.source when 'candidate' then 1 when 'company' then 2 else 3 end, v.vendor_name, s.vendor_id)
        from sources s left join public.vendors v on v.id = s.vendor_id), '[]'::jsonb),
      'vendors', coalesce((
        select jsonb_agg(jsonb_build_object('vendor_id', s.vendor_id, 'vendor_name', v.vendor_name, 'submissions', s.applied,
                                            'interviews', s.interview, 'offers', s.offered, 'hires', s.hired)
                         || private.report_histogram_days(vh.tenths, vh.counts)
                         order by s.applied desc, v.vendor_name)
        from sources s
        left join public.vendors v on v.id = s.vendor_id
        left join vendor_hires vh on vh.vendor_id = s.vendor_id
        where s.source = 'vendor'), '[]'::jsonb),
      'jobs', coalesce((
        select jsonb_agg(jsonb_build_object('job_id', j.job_id, 'title', jb.title, 'applied', j.applied,
                                            'reviewing', j.reviewing, 'interview', j.interview,
                                            'offered', j.offered, 'hired', j.hired)
                         order by j.applied desc, jb.title, j.job_id)
        from jobs j join public.jobs jb on jb.id = j.job_id), '[]'::jsonb))
    from t);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.company_report_from_applications(date,date,uuid)
CREATE OR REPLACE FUNCTION private.company_report_from_applications(p_from date, p_to date, p_job_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company uuid;
  v_role text;
  v_all boolean;
  v_jobs uuid[] := '{}';
  v_company_jobs jsonb;
  v_start timestamptz := (p_from::timestamp at time zone 'UTC');
  v_end timestamptz := ((p_to + 1)::timestamp at time zone 'UTC');
begin
  perform private.check_report_range(p_from, p_to);
  select cu.company_id, cu.role into v_company, v_role
  from public.company_users cu where cu.user_id = (select auth.uid())
  order by cu.created_at limit 1;
  if v_role is null or v_role = 'partner_recruiter' then
    raise exception 'Reports are open to company admins, managers and recruiters' using errcode = '42501';
  end if;
  v_all := v_role in ('company_admin', 'subscription_admin');
  if not v_all then
    select coalesce(array_agg(distinct j), '{}') into v_jobs from private.staff_job_ids() j;
  end if;
  if p_job_id is not null and not exists (
    select 1 from public.jobs j where j.id = p_job_id and j.company_id = v_company and (v_all or j.id = any (v_jobs))
  ) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  if v_all and p_job_id is null then
    return private.company_report_from_aggregates(v_company, p_from, p_to)
      || jsonb_build_object('activity', private.company_report_activity(v_company, p_from, p_to, v_all, v_jobs, p_job_id));
  end if;
  if v_all then
    -- One job of the whole company: that job's applications, beside the company's job list.
    v_company_jobs := private.company_report_from_aggregates(v_company, p_from, p_to) -> 'jobs';
    v_all := false;
    v_jobs := array[p_job_id];
  end if;

  return (
    with scope as materialized (
      select f.job_id, f.source, f.vendor_id, f.furthest, f.applied_at, f.hired_at,
             f.applied_secs, f.reviewing_secs, f.interview_secs, f.offered_secs
      from private.application_report_facts f
      where v_all and f.company_id = v_company and f.applied_at >= v_start and f.applied_at < v_end
      union all
      select f.job_id, f.source, f.vendor_id, f.furthest, f.applied_at, f.hired_at,
             f.applied_secs, f.reviewing_secs, f.interview_secs, f.offered_secs
      from private.application_report_facts f
      where not v_all and f.job_id = any (v_jobs) and f.applied_at >= v_start and f.applied_at < v_end
    ), chosen as materialized (
      select * from scope s where p_job_id is null or s.job_id = p_job_id
    ), totals as (
      select count(*) as applied,
             count(*) filter (where c.furthest >= 2) as reviewing,
             count(*) filter (where c.furthest >= 3) as interview,
             count(*) filter (where c.furthest >= 4) as offered,
             count(*) filter (where c.furthest >= 5) as hired,
             percentile_cont(array[0.5, 0.9]) within group (order by c.applied_secs) as applied_p,
             count(c.applied_secs) as applied_n,
             percentile_cont(array[0.5, 0.9]) within group (order by c.reviewing_secs) as reviewing_p,
             count(c.reviewing_secs) as reviewing_n,
             percentile_cont(array[0.5, 0.9]) within group (order by c.interview_secs) as interview_p,
             count(c.interview_secs) as interview_n,
             percentile_cont(array[0.5, 0.9]) within group (order by c.offered_secs) as offered_p,
             count(c.offered_secs) as offered_n,
             percentile_cont(array[0.5, 0.9]) within group (order by extract(epoch from c.hired_at - c.applied_at)) as hire_p
      from chosen c
    ), sources as (
      select c.source, c.vendor_id, count(*) as applicants, count(*) filter (where c.furthest >= 5) as hires,
             count(*) filter (where c.furthest >= 3) as interviews, count(*) filter (where c.furthest >= 4) as offers,
             percentile_cont(array[0.5, 0.9]) within group (order by extract(epoch from c.hired_at - c.applied_at)) as hire_p
      from chosen c group by c.source, c.vendor_id
    ), jobs as (
      select s.job_id, count(*) as applied,
             count(*) filter (where s.furthest >= 2) as reviewing,
             count(*) filter (where s.furthest >= 3) as interview,
             count(*) filter (where s.furthest >= 4) as offered,
             count(*) filter (where s.furthest >= 5) as hired
      from scope s group by s.job_id
      order by count(*) desc, s.job_id limit 50
    )
    select jsonb_build_object(
      'funnel', private.report_funnel(t.applied, t.reviewing, t.interview, t.offered, t.hired),
      'stage_times', jsonb_build_array(
        jsonb_build_object('stage', 'applied', 'count', t.applied_n) || private.report_days(t.applied_p),
        jsonb_build_object('stage', 'reviewing', 'count', t.reviewing_n) || private.report_days(t.reviewing_p),
        jsonb_build_object('stage', 'interview', 'count', t.interview_n) || private.report_days(t.interview_p),
        jsonb_build_object('stage', 'offered', 'count', t.offered_n) || private.report_days(t.offered_p)),
      'time_to_hire', jsonb_build_object('count', t.hired) || private.report_days(t.hire_p),
      'sources', coalesce((
        select jsonb_agg(jsonb_build_object('source', x.source, 'vendor_id', x.vendor_id, 'vendor_name', x.vendor_name,
                                            'applicants', x.applicants, 'hires', x.hires)
                         order by x.ord, x.vendor_name, x.vendor_id)
        from (select s.source, s.vendor_id, v.vendor_name, sum(s.applicants) as applicants, sum(s.hires) as hires,
                     case s.source when 'candidate' then 1 when 'company' then 2 else 3 end as ord
              from sources s left join public.vendors v on v.id = s.vendor_id
              group by s.source, s.vendor_id, v.vendor_name) x), '[]'::jsonb),
      'vendors', coalesce((
        select jsonb_agg(jsonb_build_object('vendor_id', s.vendor_id, 'vendor_name', v.vendor_name,
                                            'submissions', s.applicants, 'interviews', s.interviews,
                                            'offers', s.offers, 'hires', s.hires) || private.report_days(s.hire_p)
                         order by s.applicants desc, v.vendor_name)
        from sources s left join public.vendors v on v.id = s.vendor_id
        where s.source = 'vendor'), '[]'::jsonb),
      'jobs', coalesce((
        select jsonb_agg(jsonb_build_object('job_id', j.job_id, 'title', jb.title, 'applied', j.applied,
                                            'reviewing', j.reviewing, 'interview', j.interview,
                                            'offered', j.offered, 'hired', j.hired)
                         order by j.applied desc, jb.title, j.job_id)
        from jobs j join public.jobs jb on jb.id = j.job_id), '[]'::jsonb),
      'activity', private.company_report_activity(v_company, p_from, p_to, v_all, v_jobs, p_job_id))
    from totals t
  ) || case when v_company_jobs is null then '{}'::jsonb else jsonb_build_object('jobs', v_company_jobs) end;
end;
$function$

owner postgres
acl postgres=X/postgres, service_role=X/postgres

-- function private.count_added_applications()
CREATE OR REPLACE FUNCTION private.count_added_applications()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into private.job_application_counts as c (job_id, applications)
  select job_id, count(*) from added group by job_id order by job_id
  on conflict (job_id) do update set applications = c.applications + excluded.applications;
  insert into private.company_application_counts as c (company_id, applications)
  select company_id, count(*) from added group by company_id order by company_id
  on conflict (company_id) do update set applications = c.applications + excluded.applications;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.count_moved_application()
CREATE OR REPLACE FUNCTION private.count_moved_application()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if old.job_id is distinct from new.job_id then
    update private.job_application_counts set applications = applications - 1 where job_id = old.job_id;
    insert into private.job_application_counts as c (job_id, applications) values (new.job_id, 1)
    on conflict (job_id) do update set applications = c.applications + 1;
  end if;
  if old.company_id is distinct from new.company_id then
    update private.company_application_counts set applications = applications - 1
    where company_id = old.company_id;
    insert into private.company_application_counts as c (company_id, applications) values (new.company_id, 1)
    on conflict (company_id) do update set applications = c.applications + 1;
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.count_removed_applications()
CREATE OR REPLACE FUNCTION private.count_removed_applications()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- A job or company deleted in the same statement has already taken its count with it.
  update private.job_application_counts c set applications = c.applications - r.n
  from (select job_id, count(*) as n from removed group by job_id order by job_id) r
  where c.job_id = r.job_id;
  update private.company_application_counts c set applications = c.applications - r.n
  from (select company_id, count(*) as n from removed group by company_id order by company_id) r
  where c.company_id = r.company_id;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.count_report_event(text,timestamp with time zone,uuid,integer)
CREATE OR REPLACE FUNCTION private.count_report_event(p_metric text, p_at timestamp with time zone, p_company_id uuid, p_n integer)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into private.report_daily_counts as c (metric, day, shard, n)
  values (p_metric, (p_at at time zone 'UTC')::date, private.report_shard(p_company_id), p_n)
  on conflict (metric, day, shard) do update set n = c.n + excluded.n
$function$

owner postgres
acl postgres=X/postgres

-- function private.counts_as_open(uuid,text)
CREATE OR REPLACE FUNCTION private.counts_as_open(p_company_id uuid, p_status text)
 RETURNS boolean
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_approved boolean;
begin
  if p_status not in ('published', 'open', 'active') then
    return false;
  end if;
  select co.is_approved into v_approved from public.companies co where co.id = p_company_id for share;
  return coalesce(v_approved, false);
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.credit_application()
CREATE OR REPLACE FUNCTION private.credit_application()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_owner public.candidate_ownerships;
begin
  new.credited_vendor_id := null;
  if new.person_id is null or new.company_id is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ownership:' || new.company_id || ':' || new.person_id, 0));
  v_owner := private.current_ownership(new.company_id, new.person_id);
  new.credited_vendor_id := coalesce(v_owner.vendor_id, case when new.source = 'vendor' then new.applied_by_vendor_id end);
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.current_company_id()
CREATE OR REPLACE FUNCTION private.current_company_id()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select cu.company_id from public.company_users cu where cu.user_id = (select auth.uid())

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.current_ownership(uuid,uuid)
CREATE OR REPLACE FUNCTION private.current_ownership(p_company_id uuid, p_person_id uuid)
 RETURNS public.candidate_ownerships
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select o.* from public.candidate_ownerships o
  where o.company_id = p_company_id and o.person_id = p_person_id
    and o.starts_at > now() - private.ownership_window(p_company_id)
  order by o.starts_at desc
  limit 1
$function$

owner postgres
acl postgres=X/postgres

-- function private.current_staff_role()
CREATE OR REPLACE FUNCTION private.current_staff_role()
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select cu.role from public.company_users cu where cu.user_id = (select auth.uid())

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.default_rejection_reasons()
CREATE OR REPLACE FUNCTION private.default_rejection_reasons()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select array[
    'Not enough relevant experience',
    'Skills do not match the requirements',
    'Position filled by another candidate',
    'Salary expectations do not match',
    'Not authorized to work in this location',
    'Candidate did not respond',
    'Other'
  ]
$function$

owner postgres
acl postgres=X/postgres

-- function private.default_stage_email(text)
CREATE OR REPLACE FUNCTION private.default_stage_email(p_status text)
 RETURNS TABLE(subject text, body text)
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select t.subject, t.body from (values
    ('reviewing', 'Your application for {{job_title}} is under review',
     E'Hi {{candidate_first_name}},\n\nThank you for applying for {{job_title}} at {{company_name}}. Our team is now reviewing your application and will be in touch about the next steps.\n\nBest regards,\n{{company_name}}'),
    ('interview', 'Interview stage: {{job_title}} at {{company_name}}',
     E'Hi {{candidate_first_name}},\n\nGood news: we would like to move your application for {{job_title}} to the interview stage. We will contact you shortly to find a time that suits you.\n\nBest regards,\n{{company_name}}'),
    ('offered', 'An offer for {{job_title}} at {{company_name}}',
     E'Hi {{candidate_first_name}},\n\nWe are delighted to let you know that we would like to make you an offer for {{job_title}}. We will send you the details shortly.\n\nBest regards,\n{{company_name}}'),
    ('hired', 'Welcome to {{company_name}}',
     E'Hi {{candidate_first_name}},\n\nWelcome aboard! We are excited to have you join {{company_name}} as {{job_title}}. We will be in touch about your first days.\n\nBest regards,\n{{company_name}}'),
    ('accepted', 'Your acceptance for {{job_title}} is confirmed',
     E'Hi {{candidate_first_name}},\n\nThank you for accepting our offer for {{job_title}}. We look forward to working with you.\n\nBest regards,\n{{company_name}}'),
    ('rejected', 'Your application for {{job_title}} at {{company_name}}',
     E'Hi {{candidate_first_name}},\n\nThank you for your interest in {{job_title}} at {{company_name}} and for the time you spent applying. After careful consideration we have decided not to move forward with your application.\n\nWe wish you every success in your search.\n\nBest regards,\n{{company_name}}')
  ) as t (status, subject, body)
  where t.status = p_status
$function$

owner postgres
acl postgres=X/postgres

-- function private.default_vendor_stages()
CREATE OR REPLACE FUNCTION private.default_vendor_stages()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select array['applied', 'interview', 'offered', 'hired', 'rejected']
$function$

owner postgres
acl postgres=X/postgres

-- function private.edits_a_company()
CREATE OR REPLACE FUNCTION private.edits_a_company()
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1 from public.company_users cu
    where cu.user_id = (select auth.uid()) and cu.role in ('company_admin', 'subscription_admin')
  )

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.end_of_expiry_day(timestamp with time zone)
CREATE OR REPLACE FUNCTION private.end_of_expiry_day(p_expires_at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select (((p_expires_at at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC') - interval '1 microsecond'
$function$

owner postgres
acl postgres=X/postgres

-- function private.enqueue_match(text,uuid[])
CREATE OR REPLACE FUNCTION private.enqueue_match(p_kind text, p_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into private.match_queue (kind, entity_id)
  select p_kind, id from unnest(p_ids) id where id is not null
  on conflict (kind, entity_id) do nothing;
end
$function$

owner postgres
acl postgres=X/postgres

-- function private.ensure_candidate(uuid)
CREATE OR REPLACE FUNCTION private.ensure_candidate(p_user_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id uuid;
  v_email text;
begin
  select c.id into v_id from public.candidates c where c.user_id = p_user_id;
  if v_id is null then
    select u.email into v_email from auth.users u where u.id = p_user_id;
    if v_email is null then
      raise exception 'User not found' using errcode = 'P0002';
    end if;
    insert into public.candidates (user_id, first_name, last_name, email, skills)
    values (p_user_id, split_part(v_email, '@', 1), '', v_email, '{}')
    on conflict (user_id) do nothing
    returning id into v_id;
    if v_id is null then
      select c.id into v_id from public.candidates c where c.user_id = p_user_id;
    end if;
  end if;
  return v_id;
end;
$function$

owner postgres
acl postgres=X/postgres, service_role=X/postgres

-- function private.experience_rank(text)
CREATE OR REPLACE FUNCTION private.experience_rank(p_level text)
 RETURNS smallint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select (array_position(array['entry_level', 'mid_level', 'senior_level', 'lead', 'executive'], p_level) - 1)::smallint
$function$

owner postgres
acl postgres=X/postgres

-- function private.experience_rank_of_years(integer)
CREATE OR REPLACE FUNCTION private.experience_rank_of_years(p_years integer)
 RETURNS smallint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select case when p_years is null then null
              when p_years < 2 then 0 when p_years < 5 then 1 when p_years < 8 then 2
              when p_years < 12 then 3 else 4 end::smallint
$function$

owner postgres
acl postgres=X/postgres

-- function private.fold_stage_counts(uuid[],text[])
CREATE OR REPLACE FUNCTION private.fold_stage_counts(p_jobs uuid[], p_statuses text[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with gone as (
    delete from private.job_stage_counts k
    where k.ctid in (
      select o.ctid from private.job_stage_counts o
      join unnest(p_jobs, p_statuses) c (job_id, status) on c.job_id = o.job_id and c.status = o.status
      where o.slot <> pg_backend_pid()
        and not exists (select 1 from pg_catalog.pg_stat_get_activity(null) s where s.pid = o.slot)
      for update of o skip locked)
    returning k.job_id, k.status, k.total)
  update private.job_stage_counts k set total = k.total + g.total
  from (select job_id, status, sum(total)::integer as total from gone group by 1, 2) g
  where k.job_id = g.job_id and k.status = g.status and k.slot = pg_backend_pid()
$function$

owner postgres
acl postgres=X/postgres

-- function private.guard_admin_roles()
CREATE OR REPLACE FUNCTION private.guard_admin_roles()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin') then
    return coalesce(new, old);
  end if;
  if private.is_api_caller() and old.id = (select auth.uid()) then
    raise exception 'You cannot demote yourself' using errcode = '42501';
  end if;
  -- Two administrators demoting each other at once: the second waits and counts again.
  perform pg_advisory_xact_lock(hashtext('public.profiles admin role'));
  if not exists (select 1 from public.profiles p where p.role = 'admin' and p.id <> old.id) then
    raise exception 'The last platform administrator cannot be demoted' using errcode = '42501';
  end if;
  return coalesce(new, old);
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.guard_applications()
CREATE OR REPLACE FUNCTION private.guard_applications()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_guarded_caller() then
    if tg_op = 'INSERT' then
      new.applied_by_user_id := auth.uid();
      new.applied_at := now();
    elsif new.job_id is distinct from old.job_id or new.candidate_id is distinct from old.candidate_id
       or new.source is distinct from old.source
       or new.applied_by_company_id is distinct from old.applied_by_company_id
       or new.applied_by_vendor_id is distinct from old.applied_by_vendor_id then
      raise exception 'Only the status of an application can change' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.guard_candidates()
CREATE OR REPLACE FUNCTION private.guard_candidates()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if not private.is_api_caller() or private.is_platform_admin() then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    if new.user_id is distinct from old.user_id or new.created_by_vendor_id is distinct from old.created_by_vendor_id then
      raise exception 'The candidate owner cannot be changed' using errcode = '42501';
    end if;
    if old.user_id = auth.uid()
       and new.managing_company_id is distinct from old.managing_company_id
       and new.managing_company_id is not null
       and not private.company_invited_me(new.managing_company_id) then
      raise exception 'Only a company that invited you can manage your profile' using errcode = '42501';
    end if;
  end if;
  new.is_managed_by_company := new.managing_company_id is not null and new.is_managed_by_company;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.guard_companies()
CREATE OR REPLACE FUNCTION private.guard_companies()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    if private.is_guarded_caller() then
      new.is_approved := false;
      new.approved_at := null;
      new.user_id := auth.uid();
    end if;
  else
    if private.is_guarded_caller() then
      if new.is_approved is distinct from old.is_approved or new.approved_at is distinct from old.approved_at then
        raise exception 'Only platform administrators can approve or reject companies' using errcode = '42501';
      end if;
      if new.user_id is distinct from old.user_id then
        raise exception 'The company owner cannot be changed' using errcode = '42501';
      end if;
    end if;
  end if;
  if new.is_approved and (tg_op = 'INSERT' or not old.is_approved) then
    new.approved_at := coalesce(new.approved_at, now());
  elsif not new.is_approved then
    new.approved_at := null;
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.guard_company_subscriptions()
CREATE OR REPLACE FUNCTION private.guard_company_subscriptions()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_guarded_caller() then
    raise exception 'Only platform administrators can change subscriptions' using errcode = '42501';
  end if;
  return coalesce(new, old);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.guard_company_users()
CREATE OR REPLACE FUNCTION private.guard_company_users()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  caller_role text := private.current_staff_role();
begin
  if private.is_guarded_caller() then
    if tg_op = 'DELETE' then
      if old.user_id = auth.uid() then
        raise exception 'You cannot remove yourself from the company' using errcode = '42501';
      end if;
      if old.role in ('company_admin', 'subscription_admin') then
        raise exception 'Company administrators cannot be removed' using errcode = '42501';
      end if;
      if old.role = 'manager' and (caller_role is null or caller_role not in ('company_admin', 'subscription_admin')) then
        raise exception 'Only company administrators can remove managers' using errcode = '42501';
      end if;
      return old;
    end if;
    if tg_op = 'UPDATE' then
      if new.user_id is distinct from old.user_id or new.company_id is distinct from old.company_id then
        raise exception 'A membership cannot be moved to another user or company' using errcode = '42501';
      end if;
      if new.role is distinct from old.role then
        if old.user_id = auth.uid() then
          raise exception 'You cannot change your own role' using errcode = '42501';
        end if;
        if caller_role is null or caller_role not in ('company_admin', 'subscription_admin') then
          raise exception 'Only company administrators can change staff roles' using errcode = '42501';
        end if;
      end if;
      if new.manager_id is distinct from old.manager_id and old.user_id = auth.uid() then
        raise exception 'You cannot change your own manager' using errcode = '42501';
      end if;
    end if;
  end if;
  -- Platform admins too; the service role and cascades (a deleted account or company) are not held.
  if private.is_api_caller() and (tg_op = 'DELETE' or (tg_op = 'UPDATE' and new.role is distinct from old.role)) then
    if old.role = 'company_admin' and not exists (
      select 1 from public.company_users o
      where o.company_id = old.company_id and o.role = 'company_admin' and o.id <> old.id
    ) then
      raise exception 'A company keeps at least one company admin' using errcode = '42501';
    end if;
  end if;
  if tg_op <> 'DELETE' and new.manager_id is not null and not exists (
    select 1 from public.company_users m
    where m.user_id = new.manager_id and m.company_id = new.company_id
      and m.role in ('manager', 'company_admin', 'subscription_admin')
  ) then
    raise exception 'The manager must be a manager of the same company' using errcode = '23514';
  end if;
  return coalesce(new, old);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.guard_invitations()
CREATE OR REPLACE FUNCTION private.guard_invitations()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_guarded_caller() then
    if tg_op = 'INSERT' then
      new.token := private.random_token();
      new.status := 'pending';
      new.invited_by_user_id := auth.uid();
      new.invited_by_admin_id := null;
      new.accepted_at := null;
      new.accepted_by := null;
      new.expires_at := least(coalesce(new.expires_at, now() + interval '7 days'), now() + interval '7 days');
    elsif new.token is distinct from old.token or new.email is distinct from old.email
       or new.type is distinct from old.type or new.company_id is distinct from old.company_id
       or new.role is distinct from old.role or new.status = 'accepted'
       or new.accepted_at is distinct from old.accepted_at or new.accepted_by is distinct from old.accepted_by then
      raise exception 'Invitations are accepted through accept_invitation' using errcode = '42501';
    elsif old.status <> 'pending' and new is distinct from old then
      raise exception 'Only a pending invitation can change' using errcode = '42501';
    elsif new.status not in ('pending', 'revoked') then
      raise exception 'Staff can only revoke an invitation' using errcode = '42501';
    elsif new.expires_at > greatest(old.expires_at, now() + interval '7 days') then
      raise exception 'An invitation lasts at most 7 days' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.guard_jobs()
CREATE OR REPLACE FUNCTION private.guard_jobs()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_guarded_caller() then
    if tg_op = 'INSERT' then
      new.created_by := auth.uid();
    elsif new.company_id is distinct from old.company_id or new.created_by is distinct from old.created_by then
      raise exception 'A job cannot be moved to another company or author' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.guard_notifications()
CREATE OR REPLACE FUNCTION private.guard_notifications()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_guarded_caller()
     and (new.user_id is distinct from old.user_id or new.type is distinct from old.type
          or new.title is distinct from old.title or new.message is distinct from old.message
          or new.data is distinct from old.data) then
    raise exception 'Only the read flag of a notification can change' using errcode = '42501';
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.guard_one_active_application()
CREATE OR REPLACE FUNCTION private.guard_one_active_application()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_first public.applications;
  v_since text;
begin
  if not private.application_is_open(new.status) or new.person_id is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and private.application_is_open(old.status)
     and old.job_id = new.job_id and old.person_id = new.person_id then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('application:' || new.job_id || ':' || new.person_id, 0));
  select a.* into v_first from public.applications a
  where a.job_id = new.job_id and a.person_id = new.person_id and a.id <> new.id
    and private.application_is_open(a.status)
  order by a.applied_at, a.id
  limit 1;
  if v_first.id is null then
    return new;
  end if;
  v_since := to_char(v_first.applied_at at time zone 'UTC', 'Mon FMDD, YYYY');
  if new.source = 'vendor' then
    raise exception 'This candidate is already in process for this job (since %)', v_since
      using errcode = '23505';
  elsif new.source = 'candidate'
     and exists (select 1 from public.candidates c where c.id = new.candidate_id and c.user_id = (select auth.uid())) then
    if v_first.source = 'candidate'
       and exists (select 1 from public.candidates c where c.id = v_first.candidate_id and c.user_id = (select auth.uid())) then
      -- Their own earlier application: the spec's words for applying twice.
      raise exception 'You have already applied for this job' using errcode = '23505';
    end if;
    raise exception 'You are already in process for this job (since %)', v_since
      using errcode = '23505', hint = v_first.id::text;
  end if;
  raise exception 'This candidate is already in process for this job (since %): %, now %', v_since,
    case v_first.source
      when 'candidate' then 'applied directly'
      when 'company' then 'added by the company'
      else 'submitted by ' || private.application_source_label(v_first)
    end,
    private.status_label(v_first.status)
    using errcode = '23505', hint = v_first.id::text;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.guard_one_kind_of_membership()
CREATE OR REPLACE FUNCTION private.guard_one_kind_of_membership()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_table_name = 'company_users' and exists (
    select 1 from public.talent_vendor_users v where v.user_id = new.user_id
  ) then
    raise exception 'This account already belongs to a talent vendor' using errcode = '42501';
  end if;
  if tg_table_name = 'talent_vendor_users' and exists (
    select 1 from public.company_users cu where cu.user_id = new.user_id
  ) then
    raise exception 'This account already belongs to a company' using errcode = '42501';
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.guard_profiles()
CREATE OR REPLACE FUNCTION private.guard_profiles()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_guarded_caller() then
    if tg_op = 'INSERT' and new.role not in ('candidate', 'company') then
      raise exception 'Only platform administrators can grant the admin role' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and (new.role is distinct from old.role or new.id is distinct from old.id) then
      raise exception 'Only platform administrators can change account roles' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.guard_staff_role_changes()
CREATE OR REPLACE FUNCTION private.guard_staff_role_changes()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_guarded_caller()
     and new.role is distinct from old.role
     and (old.role not in ('manager', 'recruiter', 'partner_recruiter')
          or new.role not in ('manager', 'recruiter', 'partner_recruiter')) then
    raise exception 'Only recruiter, manager and partner recruiter roles can be changed' using errcode = '42501';
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.guard_talent_vendor_users()
CREATE OR REPLACE FUNCTION private.guard_talent_vendor_users()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_guarded_caller() then
    if tg_op = 'INSERT' and new.role <> 'recruiter' then
      raise exception 'Vendor admins can only add recruiters' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and (new.role is distinct from old.role or new.user_id is distinct from old.user_id
                             or new.vendor_id is distinct from old.vendor_id) then
      raise exception 'Vendor memberships cannot change role, user or vendor' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.guard_talent_vendors()
CREATE OR REPLACE FUNCTION private.guard_talent_vendors()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    new.status := 'invited';
    if private.is_api_caller() then
      new.invited_by_user_id := auth.uid();
    end if;
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.guard_vendor_tier()
CREATE OR REPLACE FUNCTION private.guard_vendor_tier()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if not private.is_api_caller() or private.is_platform_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  elsif (new.tier is distinct from old.tier or new.created_at is distinct from old.created_at)
        and not private.staff_sees_job(new.job_id) then
    raise exception 'Only the company can change a vendor''s release tier' using errcode = '42501';
  elsif new.created_at is distinct from old.created_at then
    new.created_at := old.created_at;
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.guard_vendors()
CREATE OR REPLACE FUNCTION private.guard_vendors()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    if new.vendor_id is null or new.vendor_id !~ '^VENDOR-[A-Z0-9]{8}$' then
      new.vendor_id := private.new_vendor_code();
    end if;
    if private.is_api_caller() then
      new.created_by := auth.uid();
      -- A vendor registered by company staff partners with that company.
      new.company_id := coalesce(new.company_id, private.current_company_id());
    end if;
  elsif private.is_guarded_caller()
     and (new.vendor_id is distinct from old.vendor_id or new.company_id is distinct from old.company_id
          or new.user_id is distinct from old.user_id or new.created_by is distinct from old.created_by) then
    raise exception 'Vendor identity and ownership cannot be changed' using errcode = '42501';
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.guard_withdrawal()
CREATE OR REPLACE FUNCTION private.guard_withdrawal()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_guarded_caller()
     and new.status is distinct from old.status
     and (new.status = 'withdrawn' or old.status = 'withdrawn') then
    raise exception 'Only the candidate can withdraw an application, and a withdrawn application stays withdrawn'
      using errcode = '42501';
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.handle_new_user()
CREATE OR REPLACE FUNCTION private.handle_new_user()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested text := lower(coalesce(meta ->> 'role', ''));
  token text := coalesce(nullif(meta ->> 'invitation', ''), nullif(meta ->> 'invitation_token', ''));
  inv public.invitations;
  account_role text := 'candidate';
  new_company_id uuid;
begin
  if requested = 'admin' then
    inv := private.usable_invitation(token, new.email, array['admin_invitation']);
    if inv.id is not null then
      account_role := 'admin';
    end if;
  elsif requested = 'employee' then
    inv := private.usable_invitation(token, new.email, array['company_invitation', 'employee_invitation']);
    if inv.id is not null and private.is_employee_invitation(inv) and inv.company_id is not null then
      account_role := 'company';
    else
      inv := null;
    end if;
  elsif requested = 'company' then
    account_role := 'company';
    inv := private.usable_invitation(token, new.email, array['company_invitation']);
    if inv.id is not null and private.is_employee_invitation(inv) then
      inv := null;
    end if;
  else
    inv := private.usable_invitation(token, new.email, array['candidate']);
  end if;

  insert into public.profiles (id, email, role)
  values (new.id, new.email, account_role)
  on conflict (id) do nothing;

  if account_role = 'company' and requested = 'employee' then
    insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
    values (new.id, inv.company_id, coalesce(inv.company_data ->> 'firstName', ''),
            coalesce(inv.company_data ->> 'lastName', ''), new.email, private.invited_staff_role(inv));
  elsif account_role = 'company' then
    -- The spec's 'New Company' only when no invitation names the company.
    insert into public.companies (name, industry, location, is_approved, user_id)
    values (coalesce(nullif(btrim(inv.company_data ->> 'companyName'), ''), 'New Company'),
            'Technology', 'United States', false, new.id)
    returning id into new_company_id;
    insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
    values (new.id, new_company_id, '', '', new.email, 'company_admin');
  elsif account_role = 'candidate' then
    insert into public.candidates (user_id, first_name, last_name, email, skills)
    values (new.id, split_part(new.email, '@', 1), '', new.email, '{}')
    on conflict (user_id) do nothing;
    if inv.id is not null then
      perform private.prefill_invited_candidate(inv, new.id, new.email);
      if inv.company_id is not null then
        -- Managing starts when the candidate accepts the notice, which uses the invitation up.
        perform private.insert_management_notice(inv, new.id);
        return new;
      end if;
    end if;
  end if;

  if inv.id is not null then
    perform private.mark_invitation_accepted(inv.id, new.id);
  end if;
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.index_skill_terms()
CREATE OR REPLACE FUNCTION private.index_skill_terms()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_taken record;
begin
  delete from private.skill_terms where skill_id = new.id;
  select t.term, s.name into v_taken
  from unnest(array[new.name] || new.aliases) as x(text)
  join private.skill_terms t on t.term = private.skill_term(x.text)
  join public.skills s on s.id = t.skill_id
  limit 1;
  if found then
    raise exception '"%" is already a name or alias of %', v_taken.term, v_taken.name using errcode = '23505';
  end if;
  insert into private.skill_terms (term, skill_id)
  select distinct private.skill_term(x.text), new.id from unnest(array[new.name] || new.aliases) as x(text);
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.insert_management_notice(public.invitations,uuid)
CREATE OR REPLACE FUNCTION private.insert_management_notice(p_invitation public.invitations, p_user_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.notifications (user_id, type, title, message, data)
  select p_user_id, 'company_invitation', c.name || ' wants to manage your profile',
         c.name || ' has invited you to join its candidate pool so its recruiters can put you forward for roles.',
         jsonb_build_object('company_id', c.id, 'company_name', c.name,
                            'management_terms', p_invitation.management_terms)
  from public.companies c
  where c.id = p_invitation.company_id
    -- Once while an earlier notice of that company is unread.
    and not exists (
      select 1 from public.notifications n
      where n.user_id = p_user_id and n.type = 'company_invitation' and not n.is_read
        and n.data ->> 'company_id' = c.id::text
    )
$function$

owner postgres
acl postgres=X/postgres

-- function private.interview_to_change(uuid,integer)
CREATE OR REPLACE FUNCTION private.interview_to_change(p_interview_id uuid, p_sequence integer)
 RETURNS public.interviews
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_row public.interviews;
begin
  select * into v_row from public.interviews where id = p_interview_id for update;
  if not found or not private.can_work_application(v_row.application_id) then
    raise exception 'You cannot change this interview' using errcode = '42501';
  end if;
  if v_row.status = 'cancelled' then
    raise exception 'This interview was cancelled' using errcode = '22023';
  end if;
  if v_row.sequence is distinct from p_sequence then
    raise exception 'Someone else changed this interview meanwhile. Review it and try again.' using errcode = 'PT409';
  end if;
  return v_row;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.interviews_me(uuid)
CREATE OR REPLACE FUNCTION private.interviews_me(p_interview_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select exists (select 1 from public.interviews i
                 where i.id = p_interview_id and i.status = 'scheduled'
                   and (select auth.uid()) = any (i.interviewer_ids))

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.invited_staff_role(public.invitations)
CREATE OR REPLACE FUNCTION private.invited_staff_role(p_invitation public.invitations)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when lower(coalesce(p_invitation.role, p_invitation.company_data ->> 'role')) in ('manager', 'recruiter', 'partner_recruiter')
      then lower(coalesce(p_invitation.role, p_invitation.company_data ->> 'role'))
    else 'recruiter'
  end
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_api_caller()
CREATE OR REPLACE FUNCTION private.is_api_caller()
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return current_user in ('anon', 'authenticated');
end
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_candidate_account()
CREATE OR REPLACE FUNCTION private.is_candidate_account()
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return (
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = 'candidate'
  )

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_colleague(text)
CREATE OR REPLACE FUNCTION private.is_colleague(p_user_folder text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1 from public.company_users me
    join public.company_users other on other.company_id = me.company_id
    where me.user_id = (select auth.uid()) and other.user_id::text = p_user_folder
  )

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_company_staff(uuid)
CREATE OR REPLACE FUNCTION private.is_company_staff(p_company_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select exists (select 1 from public.company_users cu
                 where cu.user_id = (select auth.uid()) and cu.company_id = p_company_id)

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_document_location(text)
CREATE OR REPLACE FUNCTION private.is_document_location(value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select value is null or value = '' or value ~* '^https?://' or value !~* '^[a-z][a-z0-9+.-]*:';
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_employee_invitation(public.invitations)
CREATE OR REPLACE FUNCTION private.is_employee_invitation(p_invitation public.invitations)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select p_invitation.type = 'employee_invitation'
      or (p_invitation.type = 'company_invitation'
          and coalesce((p_invitation.company_data ->> 'isEmployeeInvitation')::boolean, false))
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_guarded_caller()
CREATE OR REPLACE FUNCTION private.is_guarded_caller()
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return private.is_api_caller() and not private.is_platform_admin();
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_http_link(text)
CREATE OR REPLACE FUNCTION private.is_http_link(value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select value is null or value = '' or value ~* '^https?://[^[:space:]]+$';
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_member_candidate_folder(text)
CREATE OR REPLACE FUNCTION private.is_member_candidate_folder(p_name text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.candidates c
    where c.id::text = (storage.foldername(p_name))[2]
      and c.created_by_vendor_id::text = (storage.foldername(p_name))[1]
      and c.created_by_vendor_id in (select private.member_vendor_ids())
  )
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_platform_admin()
CREATE OR REPLACE FUNCTION private.is_platform_admin()
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return (
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.role = 'admin'
  )

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_team_application(uuid)
CREATE OR REPLACE FUNCTION private.is_team_application(p_application_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select exists (
    select 1 from public.applications a
    join public.company_users me on me.company_id = a.company_id and me.user_id = (select auth.uid())
    where a.id = p_application_id
      and (me.role in ('company_admin', 'subscription_admin') or a.job_id in (select private.staff_job_ids()))
  )

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_team_submission_document(uuid)
CREATE OR REPLACE FUNCTION private.is_team_submission_document(p_document_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.application_documents ad
    where ad.document_id = p_document_id and private.is_team_application(ad.application_id)
  )
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.is_time_zone_name(text)
CREATE OR REPLACE FUNCTION private.is_time_zone_name(p_name text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if p_name is null then
    return false;
  end if;
  if exists (select 1 from private.time_zone_names where name = p_name) then
    return true;
  end if;
  return exists (select 1 from pg_catalog.pg_timezone_names where name = p_name);
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.job_card(public.jobs)
CREATE OR REPLACE FUNCTION private.job_card(p_job public.jobs)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (private.job_cards(array[p_job.id]) -> 0)::jsonb;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.job_cards(uuid[])
CREATE OR REPLACE FUNCTION private.job_cards(p_job_ids uuid[])
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (
    select coalesce(json_agg(json_build_object(
        'id', j.id,
        'company_id', j.company_id,
        'title', j.title,
        'description', j.description,
        'location', j.location,
        'locations', j.locations,
        'job_type', j.job_type,
        'experience_level', j.experience_level,
        'experience_required', j.experience_required,
        'education_required', j.education_required,
        'salary_min', j.salary_min,
        'salary_max', j.salary_max,
        'skills_required', j.skills_required,
        'requirements', j.requirements,
        'preferred_skills', j.preferred_skills,
        'status', j.status,
        'expires_at', j.expires_at,
        'created_at', j.created_at,
        'posted_at', j.created_at,
        'company_name', co.name,
        'company', json_build_object('name', co.name),
        'assigned_to', (
          select json_build_object('first_name', cu.first_name, 'last_name', cu.last_name)
          from public.job_assignments ja
          join public.company_users cu on cu.user_id = ja.assigned_to_user_id
          where ja.job_id = j.id
          limit 1))
      order by ids.ord), '[]')
    from unnest(p_job_ids) with ordinality as ids(id, ord)
    join public.jobs j on j.id = ids.id
    left join public.companies co on co.id = j.company_id);
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.job_company_listed()
CREATE OR REPLACE FUNCTION private.job_company_listed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform 1 from public.companies c where c.id = new.company_id for share;
  new.company_listed := private.company_listed(new.company_id);
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.job_expiry_day(timestamp with time zone)
CREATE OR REPLACE FUNCTION private.job_expiry_day(p_expires_at timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce((p_expires_at at time zone 'UTC')::date, 'infinity'::date)
$function$

owner postgres
acl postgres=X/postgres

-- function private.job_is_open(uuid)
CREATE OR REPLACE FUNCTION private.job_is_open(p_job_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return exists (select 1 from private.open_jobs o where o.id = p_job_id);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.job_suggestions(uuid,integer)
CREATE OR REPLACE FUNCTION private.job_suggestions(p_job_id uuid, p_limit integer)
 RETURNS TABLE(candidate_id uuid, score smallint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER ROWS 10
 SET search_path TO ''
AS $function$
declare
  v_allowed uuid[] := private.suggestion_company_ids(p_job_id);
begin
  if exists (select 1 from private.match_job_lists where job_id = p_job_id) then
    return query
    select s.candidate_id, s.score
    from private.match_job_suggestions s
    where s.job_id = p_job_id
      and s.managing_company_id = any (v_allowed)
      and not exists (select 1 from public.applications a where a.job_id = p_job_id and a.candidate_id = s.candidate_id)
    order by s.score desc, s.candidate_id
    limit p_limit;
  else
    return query
    select r.candidate_id, r.score from private.ranked_candidates(p_job_id, v_allowed, '{}', p_limit) r;
  end if;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.jobs_expiry_end_of_day()
CREATE OR REPLACE FUNCTION private.jobs_expiry_end_of_day()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.expires_at is not null then
    new.expires_at := private.end_of_expiry_day(new.expires_at);
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.jobs_live()
CREATE OR REPLACE FUNCTION private.jobs_live()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company uuid;
begin
  if tg_table_name = 'jobs' then
    v_company := case when tg_op = 'DELETE' then old.company_id else new.company_id end;
  else
    select j.company_id into v_company from public.jobs j
    where j.id = case when tg_op = 'DELETE' then old.job_id else new.job_id end;
  end if;
  if v_company is not null then
    perform private.signal('company:' || v_company, tg_table_name, tg_op);
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.join_words(text[])
CREATE OR REPLACE FUNCTION private.join_words(p_words text[])
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(array_to_string(p_words, ' '), '')
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.keep_stage_counts()
CREATE OR REPLACE FUNCTION private.keep_stage_counts()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_jobs uuid[];
  v_statuses text[];
  v_ns integer[];
  v_new_jobs uuid[];
  v_new_statuses text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(d.job_id), array_agg(d.status), array_agg(d.n) into v_jobs, v_statuses, v_ns
    from (select a.job_id, a.status, count(*)::integer as n from added a group by 1, 2) d;
  else
    select array_agg(d.job_id), array_agg(d.status), array_agg(d.n) into v_jobs, v_statuses, v_ns
    from (select r.job_id, r.status, -count(*)::integer as n from removed r group by 1, 2) d;
  end if;
  if v_jobs is null then
    return null;
  end if;
  -- A job deleted in the same statement has already taken its rows with it.
  with changed as (
    insert into private.job_stage_counts as k (job_id, status, slot, total)
    select c.job_id, c.status, pg_backend_pid(), c.n from unnest(v_jobs, v_statuses, v_ns) c (job_id, status, n)
    where exists (select 1 from public.jobs j where j.id = c.job_id)
    on conflict (job_id, status, slot) do update set total = k.total + excluded.total
    returning k.job_id, k.status, k.xmax = 0 as added_slot)
  select array_agg(job_id) filter (where added_slot), array_agg(status) filter (where added_slot)
  into v_new_jobs, v_new_statuses from changed;
  -- A connection's first change of a job's stage folds in the rows of connections that have ended.
  if v_new_jobs is not null then
    perform private.fold_stage_counts(v_new_jobs, v_new_statuses);
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.keep_stage_counts_on_move()
CREATE OR REPLACE FUNCTION private.keep_stage_counts_on_move()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_new_jobs uuid[];
  v_new_statuses text[];
begin
  with changed as (
    insert into private.job_stage_counts as k (job_id, status, slot, total)
    values (old.job_id, old.status, pg_backend_pid(), -1), (new.job_id, new.status, pg_backend_pid(), 1)
    on conflict (job_id, status, slot) do update set total = k.total + excluded.total
    returning k.job_id, k.status, k.xmax = 0 as added_slot)
  select array_agg(job_id) filter (where added_slot), array_agg(status) filter (where added_slot)
  into v_new_jobs, v_new_statuses from changed;
  if v_new_jobs is not null then
    perform private.fold_stage_counts(v_new_jobs, v_new_statuses);
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.kept_match_summary(uuid,uuid)
CREATE OR REPLACE FUNCTION private.kept_match_summary(p_job_id uuid, p_candidate_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (select summary from private.match_job_suggestions where job_id = p_job_id and candidate_id = p_candidate_id);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.link_managed_candidate(public.invitations,uuid,text)
CREATE OR REPLACE FUNCTION private.link_managed_candidate(p_invitation public.invitations, p_user_id uuid, p_email text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.prefill_invited_candidate(p_invitation, p_user_id, p_email);
  update public.candidates c set
    managing_company_id = coalesce(p_invitation.company_id, c.managing_company_id),
    is_managed_by_company = p_invitation.company_id is not null or c.is_managed_by_company
  where c.user_id = p_user_id;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.linked_candidate_ids()
CREATE OR REPLACE FUNCTION private.linked_candidate_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return query 
  select private.user_candidate_ids((select auth.uid()))

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.lock_company_applications(uuid)
CREATE OR REPLACE FUNCTION private.lock_company_applications(p_company_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Locks the row even when it exists and is left unchanged; the first application creates it.
  insert into private.company_application_counts as c (company_id, applications)
  values (p_company_id, 0)
  on conflict (company_id) do update set applications = c.applications where false;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.mark_invitation_accepted(uuid,uuid)
CREATE OR REPLACE FUNCTION private.mark_invitation_accepted(p_invitation_id uuid, p_user_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.invitations
  set status = 'accepted', accepted_at = now(), accepted_by = p_user_id
  where id = p_invitation_id
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.mark_vendor_member_joined()
CREATE OR REPLACE FUNCTION private.mark_vendor_member_joined()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.talent_vendor_users
  set joined_at = new.last_sign_in_at
  where user_id = new.id and joined_at is null;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.match_candidate_changed()
CREATE OR REPLACE FUNCTION private.match_candidate_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.refresh_match_candidate(new.candidate_id);
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.match_explanation(uuid,uuid)
CREATE OR REPLACE FUNCTION private.match_explanation(p_job_id uuid, p_candidate_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  j private.match_jobs;
  c private.match_candidates;
  v_job public.jobs;
  v_points smallint[];
  v_matched text[];
  v_missing text[];
  v_preferred text[];
  v_summary text;
begin
  select * into j from private.match_jobs where job_id = p_job_id;
  select * into c from private.match_candidates where candidate_id = p_candidate_id;
  select * into v_job from public.jobs where id = p_job_id;
  if j.job_id is null or c.candidate_id is null then
    return null;
  end if;
  v_points := private.match_factors(j, c);
  select coalesce(array_agg(s order by ord) filter (where private.skill_key(s) = any (c.skill_keys)), '{}'),
         coalesce(array_agg(s order by ord) filter (where private.skill_key(s) <> all (c.skill_keys)), '{}')
    into v_matched, v_missing
  from (select distinct on (private.skill_key(s)) s, ord
        from unnest(v_job.skills_required) with ordinality x(s, ord)
        where private.skill_term(s) is not null order by private.skill_key(s), ord) r;
  select coalesce(array_agg(s order by ord), '{}') into v_preferred
  from (select distinct on (private.skill_key(s)) s, ord
        from unnest(v_job.preferred_skills) with ordinality x(s, ord)
        where private.skill_term(s) is not null and private.skill_key(s) = any (j.preferred_keys)
          and private.skill_key(s) = any (c.skill_keys)
        order by private.skill_key(s), ord) p;

  v_summary := case when cardinality(j.required_keys) = 0 then 'The job lists no required skills'
    else format('Matches %s of %s required skills', cardinality(v_matched), cardinality(j.required_keys))
      || case when cardinality(v_missing) > 0 then '; missing: ' || array_to_string(v_missing, ', ') else '' end end;

  return jsonb_build_object(
    'score', (select sum(p) from unnest(v_points) p),
    'summary', v_summary,
    'required', jsonb_build_object('matched', v_matched, 'missing', v_missing, 'total', cardinality(j.required_keys)),
    'preferred', jsonb_build_object('matched', v_preferred, 'total', cardinality(j.preferred_keys)),
    'factors', jsonb_build_array(
      jsonb_build_object('factor', 'required_skills', 'label', 'Required skills', 'points', v_points[1], 'max', 40,
        'detail', v_summary),
      jsonb_build_object('factor', 'preferred_skills', 'label', 'Preferred skills', 'points', v_points[2], 'max', 10,
        'detail', case when cardinality(j.preferred_keys) = 0 then 'The job lists no preferred skills'
          else format('Has %s of %s preferred skills', cardinality(v_preferred), cardinality(j.preferred_keys)) end),
      jsonb_build_object('factor', 'experience', 'label', 'Experience level', 'points', v_points[3], 'max', 15,
        'detail', case when j.level is null then 'The job names no experience level'
          when c.level is null then 'Experience level unknown'
          when j.level = c.level then 'Same experience level as the job asks'
          else format('%s level%s %s the job''s', abs(j.level - c.level),
                      case when abs(j.level - c.level) = 1 then '' else 's' end,
                      case when c.level > j.level then 'above' else 'below' end) end),
      jsonb_build_object('factor', 'location', 'label', 'Location and remote', 'points', v_points[4], 'max', 15,
        'detail', case when j.is_remote and c.work_arrangement <> 'onsite' then 'Remote job, remote work wanted'
          when c.work_arrangement = 'remote' then 'On-site job, remote work only wanted'
          when cardinality(c.locations) = 0 then 'No location given'
          when cardinality(j.locations) = 0 and not j.is_remote then 'The job names no location'
          when j.locations && c.locations then 'In a wanted location'
          when j.is_remote then 'Remote job, on-site work wanted'
          else 'Not in a wanted location' end),
      jsonb_build_object('factor', 'job_type', 'label', 'Job type', 'points', v_points[5], 'max', 10,
        'detail', case when cardinality(c.job_types) = 0 then 'Any job type wanted'
          when j.job_type is null then 'The job names no type'
          when j.job_type = any (c.job_types) then 'A wanted job type'
          else 'Not a wanted job type' end),
      jsonb_build_object('factor', 'salary', 'label', 'Salary', 'points', v_points[6], 'max', 10,
        'detail', case when c.minimum_salary is null then 'No minimum salary set'
          when j.salary_top is null then 'The job gives no salary'
          when j.salary_top >= c.minimum_salary then 'Pays the minimum salary wanted'
          when j.salary_top >= c.minimum_salary * 0.9 then 'Pays within 10% of the minimum salary wanted'
          else 'Pays less than the minimum salary wanted' end)));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.match_factors(private.match_jobs,private.match_candidates)
CREATE OR REPLACE FUNCTION private.match_factors(j private.match_jobs, c private.match_candidates)
 RETURNS smallint[]
 LANGUAGE sql
 STABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select v.factors from private.match_view v where v.job_id = j.job_id and v.candidate_id = c.candidate_id
$function$

owner postgres
acl postgres=X/postgres

-- function private.match_inputs_changed()
CREATE OR REPLACE FUNCTION private.match_inputs_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_table_name = 'match_jobs' then
    perform private.enqueue_match('job', array(select n.job_id from new_rows n));
  else
    perform private.enqueue_match('candidate', array(select n.candidate_id from new_rows n));
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.match_inputs_queued()
CREATE OR REPLACE FUNCTION private.match_inputs_queued()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_table_name = 'jobs' then
    perform private.enqueue_match('job', array[new.id]);
  elsif tg_table_name = 'companies' then
    perform private.enqueue_match('company', array[new.id]);
  elsif tg_table_name = 'applications' then
    if not exists (select 1 from public.candidates c
                   where c.id = old.candidate_id and c.managing_company_id is null) then
      perform private.enqueue_match('job', array[old.job_id]);
    end if;
  elsif tg_table_name = 'company_relationships' then
    perform private.enqueue_match('company', array[coalesce(new.company_a_id, old.company_a_id),
                                                   coalesce(new.company_b_id, old.company_b_id)]);
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.match_list_on_sign_in()
CREATE OR REPLACE FUNCTION private.match_list_on_sign_in()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid;
  v_new uuid[];
begin
  if tg_table_name = 'users' then
    v_user := new.id;
  else
    v_user := new.user_id;
  end if;
  with added as (
    insert into private.match_candidate_lists (candidate_id)
    select c.id from public.candidates c where c.user_id = v_user
    on conflict (candidate_id) do nothing
    returning candidate_id
  )
  select coalesce(array_agg(candidate_id), '{}') into v_new from added;
  perform private.enqueue_match('candidate', v_new);
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.match_preferences_deleted()
CREATE OR REPLACE FUNCTION private.match_preferences_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.refresh_match_candidate(old.candidate_id);
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.match_row_changed()
CREATE OR REPLACE FUNCTION private.match_row_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_table_name = 'jobs' then
    perform private.refresh_match_job(new.id);
  else
    perform private.refresh_match_candidate(new.id);
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.match_score(private.match_jobs,private.match_candidates)
CREATE OR REPLACE FUNCTION private.match_score(j private.match_jobs, c private.match_candidates)
 RETURNS smallint
 LANGUAGE sql
 STABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select v.score from private.match_view v where v.job_id = j.job_id and v.candidate_id = c.candidate_id
$function$

owner postgres
acl postgres=X/postgres

-- function private.match_skills_changed()
CREATE OR REPLACE FUNCTION private.match_skills_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_terms text[];
begin
  select coalesce(array_agg(distinct private.skill_term(t)), '{}') into v_terms
  from (
    select unnest(array[o.name] || o.aliases) from old_rows o
    union all
    select unnest(array[n.name] || n.aliases) from new_rows n
  ) x(t);
  update private.match_candidates m set skill_keys = private.skill_keys(m.skill_terms)
  where m.skill_terms && v_terms;
  update private.match_jobs m set required_keys = private.skill_keys(m.required_terms),
    preferred_keys = coalesce(array(select k from unnest(private.skill_keys(m.preferred_terms)) k
                                    where k <> all (private.skill_keys(m.required_terms))), '{}')
  where (m.required_terms || m.preferred_terms) && v_terms;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.match_skills_deleted()
CREATE OR REPLACE FUNCTION private.match_skills_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_terms text[];
begin
  select coalesce(array_agg(private.skill_term(t)), '{}') into v_terms from old_rows o, unnest(array[o.name] || o.aliases) t;
  update private.match_candidates m set skill_keys = private.skill_keys(m.skill_terms) where m.skill_terms && v_terms;
  update private.match_jobs m set required_keys = private.skill_keys(m.required_terms),
    preferred_keys = coalesce(array(select k from unnest(private.skill_keys(m.preferred_terms)) k
                                    where k <> all (private.skill_keys(m.required_terms))), '{}')
  where (m.required_terms || m.preferred_terms) && v_terms;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.match_skills_inserted()
CREATE OR REPLACE FUNCTION private.match_skills_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update private.match_candidates m set skill_keys = private.skill_keys(m.skill_terms)
  where m.skill_terms && (select coalesce(array_agg(private.skill_term(t)), '{}')
                          from new_rows n, unnest(array[n.name] || n.aliases) t);
  update private.match_jobs m set required_keys = private.skill_keys(m.required_terms),
    preferred_keys = coalesce(array(select k from unnest(private.skill_keys(m.preferred_terms)) k
                                    where k <> all (private.skill_keys(m.required_terms))), '{}')
  where (m.required_terms || m.preferred_terms) && (select coalesce(array_agg(private.skill_term(t)), '{}')
                                                    from new_rows n, unnest(array[n.name] || n.aliases) t);
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.match_summary(text[],text[],text[])
CREATE OR REPLACE FUNCTION private.match_summary(p_skills_required text[], p_required_keys text[], p_skill_keys text[])
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case when cardinality(p_required_keys) = 0 then 'The job lists no required skills'
    else format('Matches %s of %s required skills',
                count(*) filter (where private.skill_key(r.s) = any (p_skill_keys)), cardinality(p_required_keys))
      || coalesce('; missing: ' || string_agg(r.s, ', ' order by r.ord) filter (where private.skill_key(r.s) <> all (p_skill_keys)), '')
    end
  from (select distinct on (private.skill_key(x.s)) x.s, x.ord
        from unnest(p_skills_required) with ordinality x(s, ord)
        where private.skill_term(x.s) is not null
        order by private.skill_key(x.s), x.ord) r
$function$

owner postgres
acl postgres=X/postgres

-- function private.matching_person(uuid,text,text,text)
CREATE OR REPLACE FUNCTION private.matching_person(p_id uuid, p_email text, p_phone text, p_linkedin text)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select coalesce(
    (select c.person_id from public.candidates c
     where c.email_normalized = p_email and c.id <> p_id order by c.created_at, c.id limit 1),
    (select c.person_id from public.candidates c
     where c.phone_e164 = p_phone and c.id <> p_id order by c.created_at, c.id limit 1),
    (select c.person_id from public.candidates c
     where c.linkedin_normalized = p_linkedin and c.id <> p_id order by c.created_at, c.id limit 1))

);
end$function$

owner postgres
acl postgres=X/postgres

-- function private.member_vendor_ids()
CREATE OR REPLACE FUNCTION private.member_vendor_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return query 
  select v.id from public.vendors v where v.user_id = (select auth.uid())
  union
  select tvu.vendor_id from public.talent_vendor_users tvu where tvu.user_id = (select auth.uid())

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.move_candidate_applications()
CREATE OR REPLACE FUNCTION private.move_candidate_applications()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.applications set person_id = new.person_id where candidate_id = new.id;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.move_job_applications()
CREATE OR REPLACE FUNCTION private.move_job_applications()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.applications set company_id = new.company_id where job_id = new.id;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.new_vendor_code()
CREATE OR REPLACE FUNCTION private.new_vendor_code()
 RETURNS text
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select 'VENDOR-' || upper(substr(encode(extensions.gen_random_bytes(8), 'hex'), 1, 8))
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.next_company_slug(text)
CREATE OR REPLACE FUNCTION private.next_company_slug(p_name text)
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_base text := private.slugify(p_name);
  v_slug text := v_base;
  v_n integer := 1;
begin
  perform pg_advisory_xact_lock(hashtext('company-slug:' || v_base));
  while exists (select 1 from public.companies c where c.slug = v_slug) loop
    v_n := v_n + 1;
    v_slug := v_base || '-' || v_n;
  end loop;
  return v_slug;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.normalize_email(text)
CREATE OR REPLACE FUNCTION private.normalize_email(p_email text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select nullif(lower(btrim(p_email)), '')
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.normalize_linkedin(text)
CREATE OR REPLACE FUNCTION private.normalize_linkedin(p_url text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select 'linkedin.com/in/' || m[1]
  from regexp_match(lower(btrim(p_url)), '^(?:https?://)?(?:[a-z]{2,3}\.)?linkedin\.com/in/([^/?#[:space:]]+)') m
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.normalize_phone(text)
CREATE OR REPLACE FUNCTION private.normalize_phone(p_phone text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  v_digits text := regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
begin
  if btrim(coalesce(p_phone, '')) like '+%' then
    null;
  elsif v_digits like '00%' then
    v_digits := substr(v_digits, 3);
  elsif length(v_digits) = 10 then
    v_digits := '1' || v_digits;
  elsif not (length(v_digits) = 11 and v_digits like '1%') then
    return null;
  end if;
  if length(v_digits) between 8 and 15 then
    return '+' || v_digits;
  end if;
  return null;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.notifications_live()
CREATE OR REPLACE FUNCTION private.notifications_live()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
begin
  if tg_op = 'UPDATE' and new.is_read = old.is_read and new.emailed_at is distinct from old.emailed_at then
    return null;
  end if;
  perform realtime.broadcast_changes('user:' || v_user, 'notification', tg_op, tg_table_name, tg_table_schema, new, old);
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.notify(uuid,text,text,text,text,jsonb)
CREATE OR REPLACE FUNCTION private.notify(p_user_id uuid, p_type text, p_title text, p_message text, p_link text, p_data jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.notifications (user_id, type, title, message, link, data)
  select p_user_id, p_type, p_title, p_message, p_link, coalesce(p_data, '{}')
  where p_user_id is not null and p_user_id is distinct from (select auth.uid())
    and (select auth.role()) is not null;
end
$function$

owner postgres
acl postgres=X/postgres

-- function private.notify_interview(public.interviews,text,text)
CREATE OR REPLACE FUNCTION private.notify_interview(p_interview public.interviews, p_title text, p_verb text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_job text;
  v_candidate record;
  v_when text := to_char(p_interview.starts_at at time zone p_interview.time_zone, 'FMDay, FMMonth FMDD, YYYY "at" HH24:MI')
    || ' (' || p_interview.time_zone || ')';
begin
  if (select auth.role()) is null then
    return;
  end if;
  select j.title into v_job from public.applications a join public.jobs j on j.id = a.job_id
  where a.id = p_interview.application_id;
  select c.user_id, coalesce(nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), ''), 'the candidate') as name
    into v_candidate from public.candidates c where c.id = p_interview.candidate_id;
  insert into public.notifications (user_id, type, title, message, link, data, emailed_at)
  select u, 'interview', p_title, m, l,
    jsonb_build_object('interview_id', p_interview.id, 'application_id', p_interview.application_id), now()
  from (
    select v_candidate.user_id as u,
      format('Your interview for %s %s %s.', v_job, p_verb, v_when) as m,
      '/candidate/dashboard' as l
    union all
    select i, format('The interview with %s for %s %s %s.', v_candidate.name, v_job, p_verb, v_when),
      '/company/application/' || p_interview.application_id
    from unnest(p_interview.interviewer_ids) as i
  ) t
  where u is not null and u is distinct from (select auth.uid());
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.notify_management_invitation()
CREATE OR REPLACE FUNCTION private.notify_management_invitation()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_user uuid;
begin
  if new.type = 'candidate' and new.company_id is not null and new.status = 'pending' then
    select u.id into v_user from auth.users u where lower(u.email) = lower(new.email);
    if v_user is not null then
      perform private.insert_management_notice(new, v_user);
    end if;
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.notify_note_mentions()
CREATE OR REPLACE FUNCTION private.notify_note_mentions()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_author text;
  v_candidate text;
  v_user uuid;
begin
  if cardinality(new.mentioned_user_ids) = 0 then
    return null;
  end if;
  select coalesce(nullif(btrim(concat_ws(' ', cu.first_name, cu.last_name)), ''), cu.email, 'A colleague')
    into v_author from public.company_users cu where cu.user_id = new.author_id;
  select coalesce(nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), ''), 'a candidate')
    into v_candidate from public.candidates c where c.id = new.candidate_id;
  foreach v_user in array new.mentioned_user_ids loop
    perform private.notify(v_user, 'mention', 'You were mentioned in a note',
      format('%s mentioned you in a note on %s: "%s"', coalesce(v_author, 'A colleague'), v_candidate,
        case when char_length(new.body) > 200 then left(new.body, 197) || '...' else new.body end),
      case when new.application_id is not null then '/company/application/' || new.application_id
           else '/company/candidates/' || new.candidate_id end,
      jsonb_build_object('note_id', new.id, 'candidate_id', new.candidate_id, 'application_id', new.application_id));
  end loop;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.open_job_ids()
CREATE OR REPLACE FUNCTION private.open_job_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return query select o.id from private.open_jobs o;
end
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.open_jobs_total()
CREATE OR REPLACE FUNCTION private.open_jobs_total()
 RETURNS bigint
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_today date := (now() at time zone 'UTC')::date;
begin
  return (select coalesce(sum(c.jobs), 0) from private.open_job_expiry_counts c where c.expires_on > v_today)
    + (select count(*)
       from public.jobs j
       join public.companies co on co.id = j.company_id
       where j.status in ('published', 'open', 'active')
         and j.expires_at > now()
         and j.expires_at < ((v_today + 1)::timestamp at time zone 'UTC')
         and co.is_approved);
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.open_management_invitation(uuid)
CREATE OR REPLACE FUNCTION private.open_management_invitation(p_company_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select i.id from public.invitations i
  join auth.users u on u.id = (select auth.uid())
  where i.type = 'candidate' and i.company_id = p_company_id and lower(i.email) = lower(u.email)
    and i.status = 'pending' and i.expires_at > now()
  order by i.created_at desc
  limit 1

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.own_candidate_ids()
CREATE OR REPLACE FUNCTION private.own_candidate_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return query 
  select c.id from public.candidates c where c.user_id = (select auth.uid())

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.ownership_conflict_recipients(uuid,uuid)
CREATE OR REPLACE FUNCTION private.ownership_conflict_recipients(p_company_id uuid, p_job_id uuid)
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return query 
  select cu.user_id from public.company_users cu
  where cu.company_id = p_company_id and cu.role in ('company_admin', 'subscription_admin')
  union
  select j.created_by from public.jobs j where j.id = p_job_id and j.created_by is not null
  union
  select ja.assigned_to_user_id from public.job_assignments ja
  where ja.job_id = p_job_id and ja.assigned_to_user_id is not null

;
end$function$

owner postgres
acl postgres=X/postgres

-- function private.ownership_window(uuid)
CREATE OR REPLACE FUNCTION private.ownership_window(p_company_id uuid)
 RETURNS interval
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select make_interval(months => coalesce(
    (select s.ownership_window_months from public.company_pipeline_settings s where s.company_id = p_company_id), 6))

);
end$function$

owner postgres
acl postgres=X/postgres

-- function private.partner_company_ids(text)
CREATE OR REPLACE FUNCTION private.partner_company_ids(p_share text)
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return query 
  select case when r.company_a_id = cu.company_id then r.company_b_id else r.company_a_id end
  from public.company_users cu
  join public.company_relationships r
    on cu.company_id in (r.company_a_id, r.company_b_id)
  where cu.user_id = (select auth.uid())
    and cu.role <> 'partner_recruiter'
    and ((p_share = 'jobs' and r.can_share_jobs) or (p_share = 'candidates' and r.can_share_candidates))

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.pipeline_order(text,text,text)
CREATE OR REPLACE FUNCTION private.pipeline_order(p_sort text, p_rows text, p_score text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when p_sort = 'match'
    then format('%2$s desc nulls last, %1$s.applied_at desc, %1$s.id desc', p_rows, p_score)
    else format('%1$s.status_changed_at desc, %1$s.id desc', p_rows) end
$function$

owner postgres
acl postgres=X/postgres

-- function private.pipeline_page_sql(text)
CREATE OR REPLACE FUNCTION private.pipeline_page_sql(p_sort text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select format($q$coalesce((select jsonb_agg(jsonb_build_object(
      'id', p.id, 'status_changed_at', p.status_changed_at, 'candidate_id', p.candidate_id,
      'first_name', c.first_name, 'last_name', c.last_name, 'source_label', p.source_label%1$s) order by %2$s)
    from (select a.id, a.status_changed_at, a.applied_at, a.candidate_id, a.source_label%3$s
          from public.applications a%4$s where %%1$s and a.status = %%2$s
          order by %5$s offset $7 limit $6) p
    join public.candidates c on c.id = p.candidate_id), '[]'::jsonb)$q$,
    case when p_sort = 'match' then ', ''match_score'', p.score' else '' end,
    private.pipeline_order(p_sort, 'p', 'p.score'),
    case when p_sort = 'match' then ', m.score' else '' end,
    private.pipeline_score_join(p_sort),
    private.pipeline_order(p_sort, 'a', 'm.score'))
$function$

owner postgres
acl postgres=X/postgres

-- function private.pipeline_pattern(text)
CREATE OR REPLACE FUNCTION private.pipeline_pattern(p_search text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select '%' || replace(replace(replace(btrim(coalesce(p_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$function$

owner postgres
acl postgres=X/postgres

-- function private.pipeline_score_join(text)
CREATE OR REPLACE FUNCTION private.pipeline_score_join(p_sort text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when p_sort = 'match'
    then ' left join private.match_view m on m.job_id = a.job_id and m.candidate_id = a.candidate_id' else '' end
$function$

owner postgres
acl postgres=X/postgres

-- function private.pipeline_stages()
CREATE OR REPLACE FUNCTION private.pipeline_stages()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select array['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected', 'withdrawn']
$function$

owner postgres
acl postgres=X/postgres

-- function private.pipeline_where(text,date,date,text)
CREATE OR REPLACE FUNCTION private.pipeline_where(p_source text, p_applied_from date, p_applied_to date, p_search text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select 'a.job_id = $1'
    || case when p_source is not null then ' and a.source = $2' else '' end
    || case when p_applied_from is not null then ' and a.applied_at >= $3::timestamptz' else '' end
    || case when p_applied_to is not null then ' and a.applied_at < ($4 + 1)::timestamptz' else '' end
    || case when nullif(btrim(p_search), '') is not null then
         ' and exists (select 1 from public.candidates c where c.id = a.candidate_id'
         || ' and concat_ws('' '', c.first_name, c.last_name) ilike $5)' else '' end
$function$

owner postgres
acl postgres=X/postgres

-- function private.place_term(text)
CREATE OR REPLACE FUNCTION private.place_term(p_place text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select nullif(lower(regexp_replace(btrim(split_part(coalesce(p_place, ''), ',', 1)), '\s+', ' ', 'g')), '')
$function$

owner postgres
acl postgres=X/postgres

-- function private.prefill_invited_candidate(public.invitations,uuid,text)
CREATE OR REPLACE FUNCTION private.prefill_invited_candidate(p_invitation public.invitations, p_user_id uuid, p_email text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  d jsonb := coalesce(p_invitation.candidate_data, '{}'::jsonb);
begin
  insert into public.candidates as c (user_id, email, first_name, last_name, skills)
  values (p_user_id, p_email, coalesce(nullif(d ->> 'firstName', ''), split_part(p_email, '@', 1)),
          coalesce(d ->> 'lastName', ''), '{}')
  on conflict (user_id) do nothing;

  -- A record still holding sign-up placeholders takes the name the company entered.
  update public.candidates c set
    first_name = case when c.last_name = '' and nullif(d ->> 'firstName', '') is not null
                      then d ->> 'firstName' else c.first_name end,
    last_name = case when c.last_name = '' then coalesce(d ->> 'lastName', '') else c.last_name end,
    title = coalesce(c.title, nullif(d ->> 'title', '')),
    bio = coalesce(c.bio, nullif(d ->> 'bio', '')),
    phone = coalesce(c.phone, nullif(d ->> 'phoneNumber', '')),
    alternate_phone = coalesce(c.alternate_phone, nullif(d ->> 'alternatePhoneNumber', '')),
    gender = coalesce(c.gender, nullif(d ->> 'gender', '')),
    work_authorization = coalesce(c.work_authorization, nullif(d ->> 'workAuthorization', '')),
    unit = coalesce(c.unit, nullif(d ->> 'unit', '')),
    street = coalesce(c.street, nullif(d #>> '{address,street}', '')),
    city = coalesce(c.city, nullif(d #>> '{address,city}', '')),
    state = coalesce(c.state, nullif(d #>> '{address,state}', '')),
    zip_code = coalesce(c.zip_code, nullif(d #>> '{address,zipCode}', '')),
    country = coalesce(c.country, nullif(d #>> '{address,country}', '')),
    skills = case when cardinality(c.skills) = 0 and jsonb_typeof(d -> 'skills') = 'array'
                  then array(select jsonb_array_elements_text(d -> 'skills')) else c.skills end
  where c.user_id = p_user_id;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.prepare_note()
CREATE OR REPLACE FUNCTION private.prepare_note()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_app public.applications;
begin
  if (select auth.uid()) is not null then
    new.author_id := (select auth.uid());
  end if;
  new.body := btrim(coalesce(new.body, ''));
  if new.body = '' then
    raise exception 'Write something before saving the note' using errcode = '22023';
  end if;
  if char_length(new.body) > 5000 then
    raise exception 'A note can be at most 5000 characters' using errcode = '22023';
  end if;
  if new.application_id is not null then
    select * into v_app from public.applications where id = new.application_id;
    if not found then
      raise exception 'Application not found' using errcode = 'P0002';
    end if;
    new.candidate_id := v_app.candidate_id;
    new.company_id := v_app.company_id;
  elsif new.company_id is null then
    select cu.company_id into new.company_id from public.company_users cu where cu.user_id = new.author_id;
    if new.company_id is null then
      raise exception 'Only company team members can write notes' using errcode = '42501';
    end if;
  end if;
  new.mentioned_user_ids := array(select distinct u from unnest(new.mentioned_user_ids) as u where u is not null);
  if not private.all_team_members(new.company_id, new.mentioned_user_ids) then
    raise exception 'You can only mention members of your team' using errcode = '22023';
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.prepare_scorecard()
CREATE OR REPLACE FUNCTION private.prepare_scorecard()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' then
    new.interview_id := old.interview_id;
    new.interviewer_id := old.interviewer_id;
  elsif (select auth.uid()) is not null then
    new.interviewer_id := (select auth.uid());
  end if;
  select i.application_id, i.company_id into new.application_id, new.company_id
  from public.interviews i where i.id = new.interview_id;
  if new.application_id is null then
    raise exception 'Interview not found' using errcode = 'P0002';
  end if;
  new.notes := nullif(btrim(new.notes), '');
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.prepare_skill()
CREATE OR REPLACE FUNCTION private.prepare_skill()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_alias text;
  v_aliases text[] := '{}';
begin
  new.name := regexp_replace(btrim(coalesce(new.name, '')), '\s+', ' ', 'g');
  if char_length(new.name) < 1 or char_length(new.name) > 60 then
    raise exception 'A skill name needs 1 to 60 characters' using errcode = '22023';
  end if;
  foreach v_alias in array coalesce(new.aliases, '{}') loop
    v_alias := regexp_replace(btrim(coalesce(v_alias, '')), '\s+', ' ', 'g');
    continue when v_alias = '' or lower(v_alias) = lower(new.name)
      or lower(v_alias) = any (select lower(a) from unnest(v_aliases) a);
    if char_length(v_alias) > 60 then
      raise exception 'An alias needs at most 60 characters' using errcode = '22023';
    end if;
    v_aliases := v_aliases || v_alias;
  end loop;
  if cardinality(v_aliases) > 20 then
    raise exception 'A skill can have at most 20 aliases' using errcode = '22023';
  end if;
  new.aliases := v_aliases;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.queue_stage_emails(uuid[],text)
CREATE OR REPLACE FUNCTION private.queue_stage_emails(p_application_ids uuid[], p_status text)
 RETURNS integer
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with sent as (
    insert into public.application_messages (application_id, stage, recipient, subject, body, sent_by)
    select a.id, p_status, c.email,
      private.render_stage_text(coalesce(t.subject, d.subject), c.first_name, j.title, co.name),
      private.render_stage_text(coalesce(t.body, d.body), c.first_name, j.title, co.name),
      auth.uid()
    from public.applications a
    join public.candidates c on c.id = a.candidate_id
    join public.jobs j on j.id = a.job_id
    join public.companies co on co.id = a.company_id
    cross join lateral private.default_stage_email(p_status) d
    left join public.stage_email_templates t on t.company_id = a.company_id and t.status = p_status
    where a.id = any (p_application_ids) and nullif(btrim(c.email), '') is not null
    returning 1
  )
  select count(*)::integer from sent
$function$

owner postgres
acl postgres=X/postgres

-- function private.random_token()
CREATE OR REPLACE FUNCTION private.random_token()
 RETURNS text
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/=', '-_')
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.ranked_candidates(uuid,uuid[],uuid[],integer)
CREATE OR REPLACE FUNCTION private.ranked_candidates(p_job_id uuid, p_company_ids uuid[], p_vendor_ids uuid[], p_limit integer)
 RETURNS TABLE(candidate_id uuid, score smallint)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select v.candidate_id, v.score
  from private.match_view v
  where v.job_id = p_job_id
    and v.skill_keys && v.job_keys
    and (v.managing_company_id = any (p_company_ids) or v.created_by_vendor_id = any (p_vendor_ids))
    and not exists (select 1 from public.applications a where a.job_id = p_job_id and a.candidate_id = v.candidate_id)
  order by v.score desc, v.candidate_id
  limit p_limit
$function$

owner postgres
acl postgres=X/postgres

-- function private.rebuild_application_counts()
CREATE OR REPLACE FUNCTION private.rebuild_application_counts()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  lock table private.job_application_counts, private.company_application_counts, private.job_stage_counts
    in exclusive mode;
  delete from private.job_application_counts;
  insert into private.job_application_counts (job_id, applications)
  select a.job_id, count(*) from public.applications a group by a.job_id;
  delete from private.company_application_counts;
  insert into private.company_application_counts (company_id, applications)
  select a.company_id, count(*) from public.applications a group by a.company_id;
  delete from private.job_stage_counts;
  insert into private.job_stage_counts (job_id, status, slot, total)
  select a.job_id, a.status, 0, count(*) from public.applications a group by a.job_id, a.status;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.rebuild_board_jobs()
CREATE OR REPLACE FUNCTION private.rebuild_board_jobs()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  lock table private.board_jobs in exclusive mode;
  delete from private.board_jobs;
  insert into private.board_jobs (job_id, company_id, created_at, expires_at, job_type, experience_level,
    is_remote, salary_sort, words, location_words)
  select j.id, j.company_id, j.created_at, j.expires_at, j.job_type, j.experience_level, coalesce(j.is_remote, false),
    j.salary_sort, j.board_words, j.location_words
  from public.jobs j
  where j.status in ('published', 'open', 'active') and j.company_listed;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.rebuild_match_inputs()
CREATE OR REPLACE FUNCTION private.rebuild_match_inputs()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  truncate private.match_candidates, private.match_jobs;
  insert into private.match_candidates (candidate_id, managing_company_id, created_by_vendor_id, skill_terms,
    skill_keys, level, locations, work_arrangement, job_types, minimum_salary)
  select i.candidate_id, i.managing_company_id, i.created_by_vendor_id, i.skill_terms, i.skill_keys, i.level,
    i.locations, i.work_arrangement, i.job_types, i.minimum_salary
  from private.match_candidate_inputs i;
  insert into private.match_jobs (job_id, required_terms, preferred_terms, required_keys, preferred_keys,
    level, locations, is_remote, job_type, salary_top)
  select i.job_id, i.required_terms, i.preferred_terms, i.required_keys, i.preferred_keys, i.level, i.locations,
    i.is_remote, i.job_type, i.salary_top
  from private.match_job_inputs i;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.rebuild_match_lists()
CREATE OR REPLACE FUNCTION private.rebuild_match_lists()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  truncate private.match_queue, private.match_job_lists, private.match_job_suggestions,
    private.match_candidate_lists, private.match_candidate_jobs;
  insert into private.match_job_suggestions (job_id, candidate_id, managing_company_id, score, summary)
  select o.id, r.candidate_id, r.managing_company_id, r.score,
    private.match_summary(j.skills_required, mj.required_keys, r.skill_keys)
  from private.open_jobs o
  join public.jobs j on j.id = o.id
  join private.match_jobs mj on mj.job_id = o.id
  cross join lateral (
    select v.candidate_id, v.managing_company_id, v.score, v.skill_keys
    from private.match_view v
    where v.job_id = o.id
      and v.skill_keys && v.job_keys
      and v.managing_company_id = any (private.sharing_company_ids(o.company_id))
      and not exists (select 1 from public.applications a where a.job_id = o.id and a.candidate_id = v.candidate_id)
    order by v.score desc, v.candidate_id
    limit 50) r;
  insert into private.match_job_lists (job_id, refreshed_at)
  select o.id, clock_timestamp() from private.open_jobs o;
  insert into private.match_candidate_jobs (candidate_id, job_id, score, job_created_at, expires_at)
  select c.id, o.id, m.score, o.created_at, o.expires_at
  from public.candidates c
  join auth.users u on u.id = c.user_id
  join private.match_view m on m.candidate_id = c.id
  join private.open_jobs o on o.id = m.job_id
  where u.last_sign_in_at > now() - interval '30 days';
  -- the kept counts (index 1 is score 0), as private.recount_candidate_jobs counts them
  insert into private.match_candidate_lists (candidate_id, refreshed_at, score_counts)
  select c.id, clock_timestamp(),
    (select array_agg(coalesce(x.n, 0)::integer order by s)
     from generate_series(0, 100) s
     left join (select k.score, count(*) as n from private.match_candidate_jobs k
                where k.candidate_id = c.id group by k.score) x on x.score = s)
  from public.candidates c join auth.users u on u.id = c.user_id
  where u.last_sign_in_at > now() - interval '30 days';
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.rebuild_open_job_counts()
CREATE OR REPLACE FUNCTION private.rebuild_open_job_counts()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  lock table private.open_job_expiry_counts in exclusive mode;
  delete from private.open_job_expiry_counts;
  insert into private.open_job_expiry_counts (expires_on, jobs)
  select private.job_expiry_day(j.expires_at), count(*)
  from public.jobs j
  join public.companies co on co.id = j.company_id
  where co.is_approved and j.status in ('published', 'open', 'active')
  group by 1;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.rebuild_report_aggregates()
CREATE OR REPLACE FUNCTION private.rebuild_report_aggregates()
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  truncate private.report_company_daily, private.report_job_daily, private.report_duration_counts;
  insert into private.report_company_daily (company_id, day, source, vendor_id, applied, reviewing, interview, offered, hired)
  select f.company_id, (f.applied_at at time zone 'UTC')::date, f.source, f.vendor_id, count(*),
         count(*) filter (where f.furthest >= 2), count(*) filter (where f.furthest >= 3),
         count(*) filter (where f.furthest >= 4), count(*) filter (where f.furthest >= 5)
  from private.application_report_facts f group by 1, 2, 3, 4;
  insert into private.report_job_daily (job_id, day, company_id, applied, reviewing, interview, offered, hired)
  select f.job_id, (f.applied_at at time zone 'UTC')::date, min(f.company_id::text)::uuid, count(*),
         count(*) filter (where f.furthest >= 2), count(*) filter (where f.furthest >= 3),
         count(*) filter (where f.furthest >= 4), count(*) filter (where f.furthest >= 5)
  from private.application_report_facts f group by 1, 2;
  insert into private.report_duration_counts (company_id, day, metric, vendor_id, tenths, n)
  select f.company_id, (f.applied_at at time zone 'UTC')::date, m.metric, f.vendor_id, round(m.secs / 8640)::int, count(*)
  from private.application_report_facts f
  cross join lateral (values (1::smallint, f.applied_secs), (2::smallint, f.reviewing_secs), (3::smallint, f.interview_secs),
                             (4::smallint, f.offered_secs),
                             (5::smallint, extract(epoch from f.hired_at - f.applied_at)::double precision)) m (metric, secs)
  where m.secs is not null
  group by 1, 2, 3, 4, 5;
$function$

owner postgres
acl postgres=X/postgres

-- function private.rebuild_report_counts()
CREATE OR REPLACE FUNCTION private.rebuild_report_counts()
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  truncate private.report_daily_counts;
  insert into private.report_daily_counts (metric, day, shard, n)
  select 'signup_' || p.role, (p.created_at at time zone 'UTC')::date, 0::smallint, count(*)
  from public.profiles p group by 1, 2
  union all
  select 'company_registered', (c.registered_at at time zone 'UTC')::date, 0, count(*)
  from public.companies c where c.registered_at is not null group by 2
  union all
  select 'company_approved', (c.approved_at at time zone 'UTC')::date, 0, count(*)
  from public.companies c where c.approved_at is not null group by 2
  union all
  select 'job_posted', (j.created_at at time zone 'UTC')::date, private.report_shard(j.company_id), count(*)
  from public.jobs j group by 2, 3
  union all
  select 'application', (a.applied_at at time zone 'UTC')::date, private.report_shard(a.company_id), count(*)
  from public.applications a group by 2, 3;
$function$

owner postgres
acl postgres=X/postgres

-- function private.rebuild_report_facts()
CREATE OR REPLACE FUNCTION private.rebuild_report_facts()
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  truncate private.application_report_facts, private.report_activity_daily;

  insert into private.application_report_facts
    (application_id, company_id, job_id, applied_at, source, vendor_id, status, status_since, furthest,
     hired_at, applied_secs, reviewing_secs, interview_secs, offered_secs)
  with stays as (
    select h.application_id, h.to_status, h.created_at,
           lead(h.created_at) over w as left_at,
           row_number() over (partition by h.application_id order by h.created_at desc, h.from_status desc nulls last, h.id desc) as last
    from public.application_stage_history h
    window w as (partition by h.application_id order by h.created_at, h.from_status nulls first, h.id)
  ), per_app as (
    select s.application_id,
           max(s.to_status) filter (where s.last = 1) as status,
           max(s.created_at) filter (where s.last = 1) as status_since,
           coalesce(max(private.report_stage_rank(s.to_status)), 1) as furthest,
           min(s.created_at) filter (where private.report_stage_rank(s.to_status) = 5) as hired_at,
           sum(extract(epoch from s.left_at - s.created_at)) filter (where s.to_status = 'applied' and s.left_at is not null) as applied_secs,
           sum(extract(epoch from s.left_at - s.created_at)) filter (where s.to_status = 'reviewing' and s.left_at is not null) as reviewing_secs,
           sum(extract(epoch from s.left_at - s.created_at)) filter (where s.to_status = 'interview' and s.left_at is not null) as interview_secs,
           sum(extract(epoch from s.left_at - s.created_at)) filter (where s.to_status = 'offered' and s.left_at is not null) as offered_secs
    from stays s
    group by s.application_id
  )
  select a.id, a.company_id, a.job_id, a.applied_at, a.source, a.applied_by_vendor_id, p.status, p.status_since,
         p.furthest, p.hired_at, p.applied_secs, p.reviewing_secs, p.interview_secs, p.offered_secs
  from per_app p
  join public.applications a on a.id = p.application_id;

  insert into private.report_activity_daily (job_id, actor_id, day, company_id, moves, advanced, rejected, hired)
  select a.job_id, h.actor_id, (h.created_at at time zone 'UTC')::date, a.company_id, count(*),
         count(*) filter (where private.report_stage_rank(h.to_status) > coalesce(private.report_stage_rank(h.from_status), 0)),
         count(*) filter (where h.to_status = 'rejected'),
         count(*) filter (where private.report_stage_rank(h.to_status) = 5)
  from public.application_stage_history h
  join public.applications a on a.id = h.application_id
  join auth.users u on u.id = h.actor_id
  where h.from_status is not null
  group by 1, 2, 3, 4;
$function$

owner postgres
acl postgres=X/postgres

-- function private.rebuild_report_facts_and_aggregates()
CREATE OR REPLACE FUNCTION private.rebuild_report_facts_and_aggregates()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  alter table private.application_report_facts disable trigger application_report_facts_aggregates_insert;
  perform private.rebuild_report_facts();
  alter table private.application_report_facts enable trigger application_report_facts_aggregates_insert;
  perform private.rebuild_report_aggregates();
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.record_application_credit()
CREATE OR REPLACE FUNCTION private.record_application_credit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_owner public.candidate_ownerships;
  v_conflict public.ownership_conflicts;
  v_owner_name text;
  v_job_title text;
  v_user uuid;
begin
  if new.credited_vendor_id is null then
    return null;
  end if;
  v_owner := private.current_ownership(new.company_id, new.person_id);
  if v_owner.id is null then
    insert into public.candidate_ownerships (company_id, person_id, vendor_id, application_id)
    values (new.company_id, new.person_id, new.credited_vendor_id, new.id)
    returning * into v_owner;
    perform audit.append('ownership.started', 'application', new.id::text, new.company_id,
      jsonb_build_object('vendor_id', v_owner.vendor_id, 'person_id', new.person_id,
                         'until', (v_owner.starts_at + private.ownership_window(new.company_id))::date));
    return null;
  end if;
  if new.source = 'vendor' and new.applied_by_vendor_id = v_owner.vendor_id then
    perform audit.append('ownership.credited', 'application', new.id::text, new.company_id,
      jsonb_build_object('vendor_id', v_owner.vendor_id, 'ownership_id', v_owner.id));
    return null;
  end if;

  insert into public.ownership_conflicts (company_id, job_id, person_id, application_id, ownership_id,
    owner_vendor_id, challenger_kind, challenger_vendor_id, challenger_user_id, challenger_label)
  values (new.company_id, new.job_id, new.person_id, new.id, v_owner.id, v_owner.vendor_id, new.source,
    case when new.source = 'vendor' then new.applied_by_vendor_id end,
    coalesce(new.applied_by_user_id, (select auth.uid())),
    coalesce(new.source_label, private.application_source_label(new)))
  returning * into v_conflict;
  perform audit.append('ownership.conflict', 'application', new.id::text, new.company_id,
    jsonb_build_object('conflict_id', v_conflict.id, 'owner_vendor_id', v_owner.vendor_id,
                       'challenger', new.source, 'challenger_vendor_id', v_conflict.challenger_vendor_id,
                       'decision', v_conflict.decision));

  select v.vendor_name into v_owner_name from public.vendors v where v.id = v_owner.vendor_id;
  select j.title into v_job_title from public.jobs j where j.id = new.job_id;
  for v_user in select private.ownership_conflict_recipients(new.company_id, new.job_id) loop
    perform private.notify(v_user, 'ownership_conflict', 'Ownership conflict',
      format('%s put forward a candidate %s represents for %s; the application is credited to %s.',
             v_conflict.challenger_label, coalesce(v_owner_name, 'another vendor'), coalesce(v_job_title, 'a job'),
             coalesce(v_owner_name, 'the owning vendor')),
      '/company/ownership', jsonb_build_object('conflict_id', v_conflict.id, 'application_id', new.id));
  end loop;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.record_application_start(public.applications,uuid)
CREATE OR REPLACE FUNCTION private.record_application_start(p_application public.applications, p_actor uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.application_stage_history (application_id, from_status, to_status, actor_id, created_at)
  select p_application.id, null, 'applied', p_actor, p_application.applied_at
  union all
  select p_application.id, 'applied', p_application.status, p_actor, p_application.status_changed_at
  where p_application.status <> 'applied';
end
$function$

owner postgres
acl postgres=X/postgres

-- function private.record_signup_consent()
CREATE OR REPLACE FUNCTION private.record_signup_consent()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_consent jsonb := new.raw_user_meta_data -> 'consent';
  v_document text;
begin
  if jsonb_typeof(v_consent) <> 'object' then
    return new;
  end if;
  foreach v_document in array array['terms', 'privacy'] loop
    if jsonb_typeof(v_consent -> v_document) = 'string' and length(v_consent ->> v_document) between 1 and 40 then
      insert into public.consents (user_id, document, version, accepted_at)
      values (new.id, v_document, v_consent ->> v_document, coalesce(new.created_at, now()));
    end if;
  end loop;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.recount_candidate_jobs(uuid)
CREATE OR REPLACE FUNCTION private.recount_candidate_jobs(p_candidate_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update private.match_candidate_lists l
  set score_counts = (select array_agg(coalesce(x.n, 0)::integer order by s)
                      from generate_series(0, 100) s
                      left join (select k.score, count(*) as n from private.match_candidate_jobs k
                                 where k.candidate_id = p_candidate_id group by k.score) x on x.score = s)
  where l.candidate_id = p_candidate_id;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.refresh_candidate_jobs(uuid)
CREATE OR REPLACE FUNCTION private.refresh_candidate_jobs(p_candidate_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not exists (select 1 from private.match_candidate_lists where candidate_id = p_candidate_id) then
    return;
  end if;
  -- every statement of the query sees the list as it was before it
  with fresh as (
    select o.id as job_id, m.score, o.created_at, o.expires_at
    from private.open_jobs o
    join private.match_view m on m.job_id = o.id and m.candidate_id = p_candidate_id
  ), gone as (
    delete from private.match_candidate_jobs k
    where k.candidate_id = p_candidate_id and not exists (select 1 from fresh f where f.job_id = k.job_id)
  ), changed as (
    update private.match_candidate_jobs k
    set score = f.score, job_created_at = f.created_at, expires_at = f.expires_at
    from fresh f
    where k.candidate_id = p_candidate_id and k.job_id = f.job_id
      and (k.score, k.job_created_at, k.expires_at) is distinct from (f.score, f.created_at, f.expires_at)
  )
  insert into private.match_candidate_jobs (candidate_id, job_id, score, job_created_at, expires_at)
  select p_candidate_id, f.job_id, f.score, f.created_at, f.expires_at
  from fresh f
  where not exists (select 1 from private.match_candidate_jobs k
                    where k.candidate_id = p_candidate_id and k.job_id = f.job_id);
  perform private.recount_candidate_jobs(p_candidate_id);
  update private.match_candidate_lists set refreshed_at = clock_timestamp() where candidate_id = p_candidate_id;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.refresh_job_suggestions(uuid)
CREATE OR REPLACE FUNCTION private.refresh_job_suggestions(p_job_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from private.match_job_suggestions where job_id = p_job_id;
  if not private.job_is_open(p_job_id) then
    delete from private.match_job_lists where job_id = p_job_id;
    return;
  end if;
  insert into private.match_job_suggestions (job_id, candidate_id, managing_company_id, score, summary)
  select p_job_id, r.candidate_id, r.managing_company_id, r.score,
    private.match_summary((select j.skills_required from public.jobs j where j.id = p_job_id), r.job_keys_required, r.skill_keys)
  from (select v.candidate_id, v.managing_company_id, v.score, v.skill_keys, mj.required_keys as job_keys_required
        from private.match_view v
        join private.match_jobs mj on mj.job_id = v.job_id
        where v.job_id = p_job_id
          and v.skill_keys && v.job_keys
          and v.managing_company_id = any (private.sharing_company_ids((select company_id from public.jobs where id = p_job_id)))
          and not exists (select 1 from public.applications a where a.job_id = p_job_id and a.candidate_id = v.candidate_id)
        order by v.score desc, v.candidate_id
        limit 50) r;
  insert into private.match_job_lists (job_id, refreshed_at) values (p_job_id, clock_timestamp())
  on conflict (job_id) do update set refreshed_at = excluded.refreshed_at;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.refresh_match_candidate(uuid)
CREATE OR REPLACE FUNCTION private.refresh_match_candidate(p_candidate_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into private.match_candidates as m (candidate_id, managing_company_id, created_by_vendor_id, skill_terms,
    skill_keys, level, locations, work_arrangement, job_types, minimum_salary)
  select i.candidate_id, i.managing_company_id, i.created_by_vendor_id, i.skill_terms, i.skill_keys, i.level,
    i.locations, i.work_arrangement, i.job_types, i.minimum_salary
  from private.match_candidate_inputs i
  where i.candidate_id = p_candidate_id
  on conflict (candidate_id) do update set
    managing_company_id = excluded.managing_company_id, created_by_vendor_id = excluded.created_by_vendor_id,
    skill_terms = excluded.skill_terms, skill_keys = excluded.skill_keys, level = excluded.level,
    locations = excluded.locations, work_arrangement = excluded.work_arrangement,
    job_types = excluded.job_types, minimum_salary = excluded.minimum_salary
$function$

owner postgres
acl postgres=X/postgres

-- function private.refresh_match_job(uuid)
CREATE OR REPLACE FUNCTION private.refresh_match_job(p_job_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into private.match_jobs as m (job_id, required_terms, preferred_terms, required_keys, preferred_keys,
    level, locations, is_remote, job_type, salary_top)
  select i.job_id, i.required_terms, i.preferred_terms, i.required_keys, i.preferred_keys, i.level, i.locations,
    i.is_remote, i.job_type, i.salary_top
  from private.match_job_inputs i
  where i.job_id = p_job_id
  on conflict (job_id) do update set
    required_terms = excluded.required_terms, preferred_terms = excluded.preferred_terms,
    required_keys = excluded.required_keys, preferred_keys = excluded.preferred_keys, level = excluded.level,
    locations = excluded.locations, is_remote = excluded.is_remote, job_type = excluded.job_type,
    salary_top = excluded.salary_top
$function$

owner postgres
acl postgres=X/postgres

-- function private.refresh_matches_of_candidate(uuid)
CREATE OR REPLACE FUNCTION private.refresh_matches_of_candidate(p_candidate_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_listed uuid[];
  v_entered uuid[];
begin
  perform private.refresh_candidate_jobs(p_candidate_id);

  select coalesce(array_agg(job_id), '{}') into v_listed
  from private.match_job_suggestions where candidate_id = p_candidate_id;
  -- each such job is rebuilt as a queue item of its own, so one candidate kept by many jobs does
  -- not make one run of the worker as long as all their rebuilds
  perform private.enqueue_match('job_list', v_listed);

  -- other open jobs of their pool take them when they rank among the best 50, pushing out the 50th
  with entering as (
    insert into private.match_job_suggestions (job_id, candidate_id, managing_company_id, score, summary)
    select v.job_id, v.candidate_id, v.managing_company_id, v.score,
      private.match_summary(j.skills_required, mj.required_keys, v.skill_keys)
    from public.candidates c
    join public.jobs j on j.company_id = any (private.sharing_company_ids(c.managing_company_id))
    join private.match_job_lists l on l.job_id = j.id
    join private.match_view v on v.job_id = j.id and v.candidate_id = c.id
    join private.match_jobs mj on mj.job_id = j.id
    left join lateral (select s.score, s.candidate_id from private.match_job_suggestions s
                       where s.job_id = j.id order by s.score desc, s.candidate_id offset 49 limit 1) last on true
    where c.id = p_candidate_id
      and c.managing_company_id is not null
      and j.id <> all (v_listed)
      and v.skill_keys && v.job_keys
      and not exists (select 1 from public.applications a where a.job_id = j.id and a.candidate_id = c.id)
      and (last.candidate_id is null or (v.score, last.candidate_id) > (last.score, v.candidate_id))
    returning job_id
  )
  select coalesce(array_agg(job_id), '{}') into v_entered from entering;
  delete from private.match_job_suggestions s
  using (select x.job_id, x.candidate_id,
           row_number() over (partition by x.job_id order by x.score desc, x.candidate_id) as rank
         from private.match_job_suggestions x where x.job_id = any (v_entered)) r
  where s.job_id = r.job_id and s.candidate_id = r.candidate_id and r.rank > 50;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.refresh_matches_of_job(uuid)
CREATE OR REPLACE FUNCTION private.refresh_matches_of_job(p_job_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.refresh_job_suggestions(p_job_id);
  with gone as (
    delete from private.match_candidate_jobs where job_id = p_job_id returning candidate_id, score
  )
  update private.match_candidate_lists l set score_counts[g.score + 1] = l.score_counts[g.score + 1] - 1
  from gone g where l.candidate_id = g.candidate_id;
  if private.job_is_open(p_job_id) then
    with added as (
      insert into private.match_candidate_jobs (candidate_id, job_id, score, job_created_at, expires_at)
      select l.candidate_id, p_job_id, m.score, j.created_at, j.expires_at
      from private.match_candidate_lists l
      join private.match_view m on m.candidate_id = l.candidate_id and m.job_id = p_job_id
      join public.jobs j on j.id = p_job_id
      where l.refreshed_at is not null
      returning candidate_id, score
    )
    update private.match_candidate_lists l set score_counts[a.score + 1] = l.score_counts[a.score + 1] + 1
    from added a where l.candidate_id = a.candidate_id;
  end if;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.refuse_vendor_submission(uuid,uuid,uuid,uuid,timestamp with time zone)
CREATE OR REPLACE FUNCTION private.refuse_vendor_submission(p_job_id uuid, p_person_id uuid, p_vendor_id uuid, p_user_id uuid, p_since timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_first public.applications;
  v_challenger public.applications;
  v_owner public.candidate_ownerships;
  v_conflict uuid;
begin
  select a.* into v_first from public.applications a
  where a.job_id = p_job_id and a.person_id = p_person_id and private.application_is_open(a.status)
  order by a.applied_at, a.id
  limit 1;
  if v_first.id is not null
     and not (v_first.source = 'vendor' and v_first.applied_by_vendor_id is not distinct from p_vendor_id) then
    v_challenger.source := 'vendor';
    v_challenger.applied_by_vendor_id := p_vendor_id;
    v_challenger.applied_by_user_id := p_user_id;
    v_owner := private.current_ownership(v_first.company_id, p_person_id);
    insert into public.ownership_conflicts (company_id, job_id, person_id, application_id, ownership_id,
      owner_vendor_id, challenger_kind, challenger_vendor_id, challenger_user_id, challenger_label, decision)
    values (v_first.company_id, p_job_id, p_person_id, v_first.id, v_owner.id, v_owner.vendor_id, 'vendor',
      p_vendor_id, p_user_id, private.application_source_label(v_challenger), 'refused')
    returning id into v_conflict;
    perform audit.append('ownership.refused', 'application', v_first.id::text, v_first.company_id,
      jsonb_build_object('conflict_id', v_conflict, 'challenger_vendor_id', p_vendor_id,
                         'owner_vendor_id', v_owner.vendor_id, 'decision', 'refused'));
  end if;
  perform set_config('response.status', '409', true);
  return jsonb_build_object(
    'code', '23505',
    'message', format('This candidate is already in process for this job (since %s)',
                      to_char(p_since at time zone 'UTC', 'Mon FMDD, YYYY')),
    'details', null,
    'hint', null);
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.related_company_ids()
CREATE OR REPLACE FUNCTION private.related_company_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return query 
  select j.company_id from public.jobs j
  where private.is_candidate_account() and j.id in (select private.open_job_ids())
  union
  select c.managing_company_id from public.candidates c
  where c.user_id = (select auth.uid()) and c.managing_company_id is not null
  union
  select j.company_id from public.applications a
  join public.jobs j on j.id = a.job_id
  where a.candidate_id in (select private.own_candidate_ids())
  union
  select (n.data ->> 'company_id')::uuid from public.notifications n
  where n.user_id = (select auth.uid()) and n.type = 'company_invitation'
    and n.data ->> 'company_id' ~* '^[0-9a-f-]{36}$'
  union
  select private.partner_company_ids('jobs')
  union
  select private.partner_company_ids('candidates')
  union
  select v.company_id from public.vendors v
  where v.id in (select private.member_vendor_ids()) and v.company_id is not null
  union
  select j.company_id from public.jobs j where j.id in (select private.vendor_job_ids())

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.release_reports_of_former_manager()
CREATE OR REPLACE FUNCTION private.release_reports_of_former_manager()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.company_users
  set manager_id = null
  where company_id = new.company_id and manager_id = new.user_id;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.released_vendor_assignment_ids()
CREATE OR REPLACE FUNCTION private.released_vendor_assignment_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return query 
  select vja.id from public.vendor_job_assignments vja
  where (vja.vendor_id in (select private.admin_vendor_ids())
         or vja.assigned_to_recruiter_id in (select tvu.id from public.talent_vendor_users tvu
                                             where tvu.user_id = (select auth.uid())))
    and private.vendor_assignment_released(vja)

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.relist_company_jobs()
CREATE OR REPLACE FUNCTION private.relist_company_jobs()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company_id uuid;
  v_listed boolean;
begin
  if tg_table_name = 'companies' then
    v_company_id := new.id;
  else
    v_company_id := new.company_id;
  end if;
  perform 1 from public.companies c where c.id = v_company_id for no key update;
  v_listed := private.company_listed(v_company_id);
  update public.jobs j set company_listed = v_listed
  where j.company_id = v_company_id and j.company_listed <> v_listed;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.render_stage_text(text,text,text,text)
CREATE OR REPLACE FUNCTION private.render_stage_text(p_text text, p_first_name text, p_job_title text, p_company_name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select replace(replace(replace(p_text,
    '{{candidate_first_name}}', coalesce(nullif(btrim(p_first_name), ''), 'there')),
    '{{job_title}}', coalesce(p_job_title, '')),
    '{{company_name}}', coalesce(p_company_name, ''))
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_activity_on_history()
CREATE OR REPLACE FUNCTION private.report_activity_on_history()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_rank smallint := private.report_stage_rank(new.to_status);
begin
  insert into private.report_activity_daily as d (job_id, actor_id, day, company_id, moves, advanced, rejected, hired)
  select f.job_id, new.actor_id, (new.created_at at time zone 'UTC')::date, f.company_id, 1,
         (coalesce(v_rank, 0) > coalesce(private.report_stage_rank(new.from_status), 0))::int,
         (new.to_status = 'rejected')::int, (coalesce(v_rank, 0) = 5)::int
  from private.application_report_facts f
  where f.application_id = new.application_id and f.job_id is not null
  on conflict (job_id, actor_id, day) do update set
    moves = d.moves + 1, advanced = d.advanced + excluded.advanced,
    rejected = d.rejected + excluded.rejected, hired = d.hired + excluded.hired;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_aggregates_on_facts()
CREATE OR REPLACE FUNCTION private.report_aggregates_on_facts()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_apply_facts(private.application_report_facts,integer)
CREATE OR REPLACE FUNCTION private.report_apply_facts(f private.application_report_facts, p_sign integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_day date := (f.applied_at at time zone 'UTC')::date;
begin
  insert into private.report_company_daily as d (company_id, day, source, vendor_id, applied, reviewing, interview, offered, hired)
  values (f.company_id, v_day, f.source, f.vendor_id, p_sign, p_sign * (f.furthest >= 2)::int,
          p_sign * (f.furthest >= 3)::int, p_sign * (f.furthest >= 4)::int, p_sign * (f.furthest >= 5)::int)
  on conflict (company_id, day, source, vendor_id) do update set
    applied = d.applied + excluded.applied, reviewing = d.reviewing + excluded.reviewing,
    interview = d.interview + excluded.interview, offered = d.offered + excluded.offered,
    hired = d.hired + excluded.hired;
  insert into private.report_job_daily as d (job_id, day, company_id, applied, reviewing, interview, offered, hired)
  values (f.job_id, v_day, f.company_id, p_sign, p_sign * (f.furthest >= 2)::int,
          p_sign * (f.furthest >= 3)::int, p_sign * (f.furthest >= 4)::int, p_sign * (f.furthest >= 5)::int)
  on conflict (job_id, day) do update set
    company_id = excluded.company_id, applied = d.applied + excluded.applied, reviewing = d.reviewing + excluded.reviewing,
    interview = d.interview + excluded.interview, offered = d.offered + excluded.offered,
    hired = d.hired + excluded.hired;
  insert into private.report_duration_counts as d (company_id, day, metric, vendor_id, tenths, n)
  select f.company_id, v_day, m.metric, f.vendor_id, round(m.secs / 8640)::int, p_sign
  from (values (1::smallint, f.applied_secs), (2::smallint, f.reviewing_secs), (3::smallint, f.interview_secs),
               (4::smallint, f.offered_secs), (5::smallint, extract(epoch from f.hired_at - f.applied_at)::double precision)) m (metric, secs)
  where m.secs is not null
  on conflict (company_id, metric, day, vendor_id, tenths) do update set n = d.n + excluded.n;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_count_applications()
CREATE OR REPLACE FUNCTION private.report_count_applications()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into private.report_daily_counts as c (metric, day, shard, n)
  select 'application', (a.applied_at at time zone 'UTC')::date, private.report_shard(a.company_id), count(*)
  from added a group by 2, 3 order by 2, 3
  on conflict (metric, day, shard) do update set n = c.n + excluded.n;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_count_company()
CREATE OR REPLACE FUNCTION private.report_count_company()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.registered_at is not null and (tg_op = 'INSERT' or old.registered_at is null) then
    perform private.count_report_event('company_registered', new.registered_at, null, 1);
  end if;
  if new.approved_at is not null and (tg_op = 'INSERT' or old.approved_at is null) then
    perform private.count_report_event('company_approved', new.approved_at, null, 1);
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_count_job()
CREATE OR REPLACE FUNCTION private.report_count_job()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.count_report_event('job_posted', new.created_at, new.company_id, 1);
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_count_profile()
CREATE OR REPLACE FUNCTION private.report_count_profile()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.count_report_event('signup_' || new.role, new.created_at, null, 1);
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_days(double precision[])
CREATE OR REPLACE FUNCTION private.report_days(p_percentiles double precision[])
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object('median_days', round((p_percentiles[1] / 86400)::numeric, 1),
                            'p90_days', round((p_percentiles[2] / 86400)::numeric, 1))
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_facts_on_application_change()
CREATE OR REPLACE FUNCTION private.report_facts_on_application_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update private.application_report_facts set company_id = new.company_id, job_id = new.job_id,
    source = new.source, vendor_id = new.applied_by_vendor_id, applied_at = new.applied_at
  where application_id = new.id;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_facts_on_history()
CREATE OR REPLACE FUNCTION private.report_facts_on_history()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_rank smallint := private.report_stage_rank(new.to_status);
begin
  if new.from_status is null then
    insert into private.application_report_facts
      (application_id, company_id, job_id, applied_at, source, vendor_id, status, status_since)
    select a.id, a.company_id, a.job_id, a.applied_at, a.source, a.applied_by_vendor_id, new.to_status, new.created_at
    from public.applications a where a.id = new.application_id
    on conflict (application_id) do nothing;
    return null;
  end if;

  update private.application_report_facts f set
    applied_secs = case when f.status = 'applied'
      then coalesce(f.applied_secs, 0) + greatest(extract(epoch from new.created_at - f.status_since), 0) else f.applied_secs end,
    reviewing_secs = case when f.status = 'reviewing'
      then coalesce(f.reviewing_secs, 0) + greatest(extract(epoch from new.created_at - f.status_since), 0) else f.reviewing_secs end,
    interview_secs = case when f.status = 'interview'
      then coalesce(f.interview_secs, 0) + greatest(extract(epoch from new.created_at - f.status_since), 0) else f.interview_secs end,
    offered_secs = case when f.status = 'offered'
      then coalesce(f.offered_secs, 0) + greatest(extract(epoch from new.created_at - f.status_since), 0) else f.offered_secs end,
    furthest = greatest(f.furthest, coalesce(v_rank, 0)),
    hired_at = case when v_rank = 5 then coalesce(f.hired_at, new.created_at) else f.hired_at end,
    status = new.to_status,
    status_since = new.created_at
  where f.application_id = new.application_id;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_funnel(numeric,numeric,numeric,numeric,numeric)
CREATE OR REPLACE FUNCTION private.report_funnel(p_applied numeric, p_reviewing numeric, p_interview numeric, p_offered numeric, p_hired numeric)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_array(
    jsonb_build_object('stage', 'applied', 'count', p_applied),
    jsonb_build_object('stage', 'reviewing', 'count', p_reviewing),
    jsonb_build_object('stage', 'interview', 'count', p_interview),
    jsonb_build_object('stage', 'offered', 'count', p_offered),
    jsonb_build_object('stage', 'hired', 'count', p_hired))
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_histogram_days(integer[],bigint[])
CREATE OR REPLACE FUNCTION private.report_histogram_days(p_tenths integer[], p_counts bigint[])
 RETURNS jsonb
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  return (
    with h as (
      select x.tenths, x.n from unnest(p_tenths, p_counts) x (tenths, n) where x.n > 0
    ), c as (
      select h.tenths, sum(h.n) over (order by h.tenths) as cum from h
    ), total as (
      select coalesce(sum(h.n), 0) as n from h
    ), p as (
      select q.frac, q.frac * (t.n - 1) as r from total t, unnest(array[0.5, 0.9]) q (frac) where t.n > 0
    ), v as (
      select p.frac,
             (select min(c.tenths) from c where c.cum > floor(p.r)) as lo,
             (select min(c.tenths) from c where c.cum > ceil(p.r)) as hi,
             p.r - floor(p.r) as w
      from p
    )
    select jsonb_build_object(
      'median_days', (select round((v.lo + v.w * (v.hi - v.lo)) / 10.0, 1) from v where v.frac = 0.5),
      'p90_days', (select round((v.lo + v.w * (v.hi - v.lo)) / 10.0, 1) from v where v.frac = 0.9)));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.report_shard(uuid)
CREATE OR REPLACE FUNCTION private.report_shard(p_company_id uuid)
 RETURNS smallint
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(abs(hashtext(p_company_id::text)) % 16, 0)::smallint
$function$

owner postgres
acl postgres=X/postgres

-- function private.report_stage_rank(text)
CREATE OR REPLACE FUNCTION private.report_stage_rank(p_status text)
 RETURNS smallint
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case p_status
    when 'applied' then 1 when 'reviewing' then 2 when 'interview' then 3
    when 'offered' then 4 when 'hired' then 5 when 'accepted' then 5
  end::smallint
$function$

owner postgres
acl postgres=X/postgres

-- function private.representation_request_of(text,boolean)
CREATE OR REPLACE FUNCTION private.representation_request_of(p_token text, p_lock boolean)
 RETURNS public.representation_requests
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id uuid;
  v_request public.representation_requests;
begin
  v_id := private.signed_link_id('representation_request', p_token);
  if v_id is null then
    raise exception 'This confirmation link is not valid' using errcode = 'PT404';
  end if;
  if p_lock then
    select r.* into v_request from public.representation_requests r where r.id = v_id for update;
  else
    select r.* into v_request from public.representation_requests r where r.id = v_id;
  end if;
  if v_request.id is null then
    raise exception 'This confirmation link is not valid' using errcode = 'PT404';
  end if;
  if v_request.status <> 'pending' then
    raise exception 'This confirmation link has already been used' using errcode = 'PT409';
  end if;
  if v_request.expires_at <= now() then
    raise exception 'This confirmation link has expired' using errcode = 'PT410';
  end if;
  return v_request;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.representation_request_view(public.representation_requests)
CREATE OR REPLACE FUNCTION private.representation_request_view(p_request public.representation_requests)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select jsonb_build_object(
    'status', p_request.status,
    'first_name', (select c.first_name from public.candidates c where c.id = p_request.candidate_id),
    'job_title', (select j.title from public.jobs j where j.id = p_request.job_id),
    'company_name', (select co.name from public.companies co where co.id = p_request.company_id),
    'vendor_name', (select v.vendor_name from public.vendors v where v.id = p_request.vendor_id),
    'recruiter_name', (select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '')
                       from public.talent_vendor_users tvu where tvu.user_id = p_request.requested_by),
    'expires_at', p_request.expires_at)

);
end$function$

owner postgres
acl postgres=X/postgres

-- function private.representation_requests_live()
CREATE OR REPLACE FUNCTION private.representation_requests_live()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.signal('vendor:' || new.vendor_id, 'representation_requests', tg_op);
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.set_application_company()
CREATE OR REPLACE FUNCTION private.set_application_company()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Definer rights: the caller (a candidate or vendor) may not be able to read the job itself.
  select j.company_id into new.company_id from public.jobs j where j.id = new.job_id;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.set_application_person()
CREATE OR REPLACE FUNCTION private.set_application_person()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Definer rights: a vendor or candidate may not read every record of the person.
  select c.person_id into new.person_id from public.candidates c where c.id = new.candidate_id;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.set_application_source_label()
CREATE OR REPLACE FUNCTION private.set_application_source_label()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    new.source_label := private.application_source_label(new);
  elsif new.source is distinct from old.source or new.applied_by_vendor_id is distinct from old.applied_by_vendor_id then
    new.source_label := private.application_source_label(new);
  else
    new.source_label := old.source_label;
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.set_candidate_person()
CREATE OR REPLACE FUNCTION private.set_candidate_person()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    new.person_id := coalesce(
      private.matching_person(new.id, private.normalize_email(new.email), private.normalize_phone(new.phone),
                              private.normalize_linkedin(new.linkedin_url)),
      new.id);
  elsif new.user_id is null
     and (private.normalize_email(new.email) is distinct from old.email_normalized
          or private.normalize_phone(new.phone) is distinct from old.phone_e164
          or private.normalize_linkedin(new.linkedin_url) is distinct from old.linkedin_normalized) then
    new.person_id := coalesce(
      private.matching_person(new.id, private.normalize_email(new.email), private.normalize_phone(new.phone),
                              private.normalize_linkedin(new.linkedin_url)),
      new.id);
  else
    new.person_id := old.person_id;
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.set_updated_at()
CREATE OR REPLACE FUNCTION private.set_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := now();
  return new;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.sharing_company_ids(uuid)
CREATE OR REPLACE FUNCTION private.sharing_company_ids(p_company_id uuid)
 RETURNS uuid[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return (select array[p_company_id] || coalesce(array_agg(case when r.company_a_id = p_company_id then r.company_b_id
                                                                else r.company_a_id end), '{}')
          from public.company_relationships r
          where p_company_id in (r.company_a_id, r.company_b_id) and r.can_share_candidates);
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.signal(text,text,text,jsonb)
CREATE OR REPLACE FUNCTION private.signal(p_topic text, p_table text, p_operation text, p_extra jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform realtime.send(jsonb_build_object('table', p_table, 'operation', p_operation) || coalesce(p_extra, '{}'), 'change', p_topic, true);
end
$function$

owner postgres
acl postgres=X/postgres

-- function private.signed_link_id(text,text)
CREATE OR REPLACE FUNCTION private.signed_link_id(p_purpose text, p_token text)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if p_token is null or p_token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$' then
    return null;
  end if;
  if p_token is distinct from private.signed_link_token(p_purpose, split_part(p_token, '.', 1)::uuid) then
    return null;
  end if;
  return split_part(p_token, '.', 1)::uuid;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.signed_link_token(text,uuid)
CREATE OR REPLACE FUNCTION private.signed_link_token(p_purpose text, p_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return p_id::text || '.' || (
    select translate(encode(extensions.hmac(convert_to(p_id::text, 'UTF8'), k.key, 'sha256'), 'base64'), '+/=', '-_')
    from private.signing_keys k
    where k.purpose = p_purpose);
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.skill_key(text)
CREATE OR REPLACE FUNCTION private.skill_key(p_text text)
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce((select lower(s.name) from private.skill_terms t join public.skills s on s.id = t.skill_id
                   where t.term = private.skill_term(p_text)),
                  private.skill_term(p_text))
$function$

owner postgres
acl postgres=X/postgres

-- function private.skill_keys(text[])
CREATE OR REPLACE FUNCTION private.skill_keys(p_skills text[])
 RETURNS text[]
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(k.key order by k.ord), '{}')
  from (select distinct on (key) private.skill_key(x.skill) as key, x.ord
        from unnest(coalesce(p_skills, '{}')) with ordinality as x(skill, ord)
        where private.skill_term(x.skill) is not null
        order by key, x.ord) k
$function$

owner postgres
acl postgres=X/postgres

-- function private.skill_term(text)
CREATE OR REPLACE FUNCTION private.skill_term(p_text text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select nullif(lower(regexp_replace(btrim(p_text), '\s+', ' ', 'g')), '')
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.slugify(text)
CREATE OR REPLACE FUNCTION private.slugify(p_text text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    nullif(btrim(left(btrim(regexp_replace(lower(coalesce(p_text, '')), '[^a-z0-9]+', '-', 'g'), '-'), 60), '-'), ''),
    'company')
$function$

owner postgres
acl postgres=X/postgres

-- function private.staff_job_ids()
CREATE OR REPLACE FUNCTION private.staff_job_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return query 
  with me as (
    select cu.user_id, cu.company_id, cu.role
    from public.company_users cu
    where cu.user_id = (select auth.uid())
  )
  select j.id
  from me
  join public.jobs j on j.company_id = me.company_id
  left join public.job_assignments a on a.job_id = j.id
  left join public.company_users assignee on assignee.user_id = a.assigned_to_user_id
  where me.role in ('company_admin', 'subscription_admin')
     or (me.role = 'manager' and (j.created_by = me.user_id or a.id is null
          or a.assigned_to_user_id = me.user_id or assignee.manager_id = me.user_id))
     or (me.role = 'recruiter' and (j.created_by = me.user_id or a.assigned_to_user_id = me.user_id))
     or (me.role = 'partner_recruiter' and a.assigned_to_user_id = me.user_id)

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.staff_sees_job(uuid)
CREATE OR REPLACE FUNCTION private.staff_sees_job(p_job_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return (
  select exists (
    select 1
    from public.jobs j
    join public.company_users me on me.company_id = j.company_id and me.user_id = (select auth.uid())
    left join public.job_assignments a on a.job_id = j.id
    left join public.company_users assignee on assignee.user_id = a.assigned_to_user_id
    where j.id = p_job_id
      and (me.role in ('company_admin', 'subscription_admin')
        or (me.role = 'manager' and (j.created_by = me.user_id or a.id is null
             or a.assigned_to_user_id = me.user_id or assignee.manager_id = me.user_id))
        or (me.role = 'recruiter' and (j.created_by = me.user_id or a.assigned_to_user_id = me.user_id))
        or (me.role = 'partner_recruiter' and a.assigned_to_user_id = me.user_id))
  )

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.stage_history_on_change()
CREATE OR REPLACE FUNCTION private.stage_history_on_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    perform private.record_application_start(new, auth.uid());
  else
    insert into public.application_stage_history (application_id, from_status, to_status, actor_id, reason, created_at)
    values (new.id, old.status, new.status, auth.uid(),
            nullif(current_setting('portal.stage_reason', true), ''), new.status_changed_at);
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.stamp_company_registration()
CREATE OR REPLACE FUNCTION private.stamp_company_registration()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_guarded_caller() then
    if tg_op = 'INSERT' then
      new.registered_at := now();
    else
      new.registered_at := old.registered_at;
    end if;
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.stamp_status_change()
CREATE OR REPLACE FUNCTION private.stamp_status_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    new.status_changed_at := new.applied_at;
  elsif new.status is distinct from old.status then
    new.status_changed_at := now();
  else
    new.status_changed_at := old.status_changed_at;
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.status_before_rejection(uuid)
CREATE OR REPLACE FUNCTION private.status_before_rejection(p_application_id uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select h.from_status from public.application_stage_history h
  where h.application_id = p_application_id and h.to_status = 'rejected'
  order by h.created_at desc, h.id
  limit 1
$function$

owner postgres
acl postgres=X/postgres

-- function private.status_label(text)
CREATE OR REPLACE FUNCTION private.status_label(p_status text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case p_status
    when 'applied' then 'Applied'
    when 'reviewing' then 'Under Review'
    when 'interview' then 'Interview'
    when 'offered' then 'Offered'
    when 'hired' then 'Hired'
    when 'rejected' then 'Not Selected'
    when 'withdrawn' then 'Withdrawn'
    else p_status
  end
$function$

owner postgres
acl postgres=X/postgres

-- function private.suggestion_company_ids(uuid)
CREATE OR REPLACE FUNCTION private.suggestion_company_ids(p_job_id uuid)
 RETURNS uuid[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select coalesce(array_agg(distinct x.id), '{}')
  from public.jobs j
  cross join lateral (
    select j.company_id as id
    where j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
    union all
    select case when r.company_a_id = j.company_id then r.company_b_id else r.company_a_id end
    from public.company_relationships r
    where j.company_id in (r.company_a_id, r.company_b_id) and r.can_share_candidates
      and j.company_id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
  ) x
  where j.id = p_job_id

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.sync_board_job()
CREATE OR REPLACE FUNCTION private.sync_board_job()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.status in ('published', 'open', 'active') and new.company_listed then
    insert into private.board_jobs as b (job_id, company_id, created_at, expires_at, job_type, experience_level,
      is_remote, salary_sort, words, location_words)
    values (new.id, new.company_id, new.created_at, new.expires_at, new.job_type, new.experience_level,
      coalesce(new.is_remote, false), new.salary_sort, new.board_words, new.location_words)
    on conflict (job_id) do update set
      company_id = excluded.company_id, created_at = excluded.created_at, expires_at = excluded.expires_at,
      job_type = excluded.job_type, experience_level = excluded.experience_level, is_remote = excluded.is_remote,
      salary_sort = excluded.salary_sort, words = excluded.words, location_words = excluded.location_words;
  else
    delete from private.board_jobs where job_id = new.id;
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.sync_profile_email()
CREATE OR REPLACE FUNCTION private.sync_profile_email()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.profiles p set email = new.email where p.id = new.id and p.email is distinct from new.email;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.token_session_is_live()
CREATE OR REPLACE FUNCTION private.token_session_is_live()
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  v_session text := v_claims ->> 'session_id';
  v_sub text := v_claims ->> 'sub';
  c_id constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
begin
  if coalesce(v_session, '') = '' then
    return true;
  end if;
  if v_session !~ c_id or v_sub is null or v_sub !~ c_id then
    return false;
  end if;
  return exists (
    select 1 from auth.sessions s
    join auth.users u on u.id = s.user_id
    where s.id = v_session::uuid
      and s.user_id = v_sub::uuid
      and (s.not_after is null or s.not_after > now())
      and (u.banned_until is null or u.banned_until <= now()));
end
$function$

owner postgres
acl anon=X/postgres, authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.track_company_open_jobs()
CREATE OR REPLACE FUNCTION private.track_company_open_jobs()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company public.companies := case when tg_op = 'DELETE' then old else new end;
  v_sign integer := case when tg_op = 'UPDATE' and new.is_approved then 1 else -1 end;
begin
  perform private.add_open_jobs(day, v_sign * jobs::integer)
  from (
    select private.job_expiry_day(j.expires_at) as day, count(*) as jobs
    from public.jobs j
    where j.company_id = v_company.id and j.status in ('published', 'open', 'active')
    group by 1
    order by 1) per_day;
  -- Before a delete, returning the row lets the delete go on.
  return old;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.track_open_jobs()
CREATE OR REPLACE FUNCTION private.track_open_jobs()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op in ('UPDATE', 'DELETE') and private.counts_as_open(old.company_id, old.status) then
    perform private.add_open_jobs(private.job_expiry_day(old.expires_at), -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and private.counts_as_open(new.company_id, new.status) then
    perform private.add_open_jobs(private.job_expiry_day(new.expires_at), 1);
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.usable_invitation(text,text,text[])
CREATE OR REPLACE FUNCTION private.usable_invitation(p_token text, p_email text, p_types text[])
 RETURNS public.invitations
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select i.*
  from public.invitations i
  where p_token is not null
    and i.token = p_token
    and i.type = any (p_types)
    and i.status = 'pending'
    and i.expires_at > now()
    and lower(i.email) = lower(p_email)
  limit 1
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.use_management_invitation()
CREATE OR REPLACE FUNCTION private.use_management_invitation()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Security definer: current_user is the owner here, so the caller is told by the token's sub.
  if new.user_id = (select auth.uid())
     and new.managing_company_id is not null
     and new.managing_company_id is distinct from old.managing_company_id then
    update public.invitations set status = 'accepted', accepted_at = now(), accepted_by = (select auth.uid())
    where id = private.open_management_invitation(new.managing_company_id);
    update public.notifications n set is_read = true
    where n.user_id = new.user_id and n.type = 'company_invitation' and not n.is_read
      and n.data ->> 'company_id' = new.managing_company_id::text;
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.user_candidate_ids(uuid)
CREATE OR REPLACE FUNCTION private.user_candidate_ids(p_user_id uuid)
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return query 
  select c.id from public.candidates c where c.user_id = p_user_id
  union
  select c.id from public.candidates c
  where c.user_id is null
    and c.email_normalized = (select private.normalize_email(u.email) from auth.users u where u.id = p_user_id)
    and exists (select 1 from public.candidates o where o.user_id = p_user_id)

;
end$function$

owner postgres
acl postgres=X/postgres

-- function private.valid_reason_list(text[])
CREATE OR REPLACE FUNCTION private.valid_reason_list(p_reasons text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(cardinality(p_reasons) between 1 and 20
    and (select bool_and(r is not null and r = btrim(r) and length(r) between 1 and 100)
              and count(distinct lower(r)) = count(*)
         from unnest(p_reasons) r), false)
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.valid_vendor_stages(text[])
CREATE OR REPLACE FUNCTION private.valid_vendor_stages(p_stages text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce('applied' = any (p_stages)
    and p_stages <@ private.vendor_stage_order()
    and (select count(distinct s) = count(*) and bool_and(s is not null) from unnest(p_stages) s), false)
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.vendor_admin_user_ids(uuid)
CREATE OR REPLACE FUNCTION private.vendor_admin_user_ids(p_vendor_id uuid)
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return query 
  select v.user_id from public.vendors v where v.id = p_vendor_id and v.user_id is not null
  union
  select tvu.user_id from public.talent_vendor_users tvu
  where tvu.vendor_id = p_vendor_id and tvu.role = 'admin' and tvu.user_id is not null

;
end$function$

owner postgres
acl postgres=X/postgres

-- function private.vendor_assignment_released(public.vendor_job_assignments)
CREATE OR REPLACE FUNCTION private.vendor_assignment_released(p_assignment public.vendor_job_assignments)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select r.release_at <= now() and (j.status not in ('filled', 'closed') or r.release_at <= j.updated_at)
  from public.jobs j
  cross join lateral (select private.vendor_release_at(p_assignment.created_at, p_assignment.tier, j.company_id) as release_at) r
  where j.id = p_assignment.job_id

);
end$function$

owner postgres
acl postgres=X/postgres

-- function private.vendor_for_folder(text)
CREATE OR REPLACE FUNCTION private.vendor_for_folder(p_folder text)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select v.id from public.vendors v where v.id::text = p_folder or v.vendor_id = p_folder limit 1

);
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.vendor_job_assignments_live()
CREATE OR REPLACE FUNCTION private.vendor_job_assignments_live()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row public.vendor_job_assignments := case when tg_op = 'DELETE' then old else new end;
  v_job record;
  v_user uuid;
  v_title text;
  v_message text;
begin
  select j.title, j.company_id, c.name as company_name into v_job
  from public.jobs j join public.companies c on c.id = j.company_id where j.id = v_row.job_id;
  if tg_op = 'INSERT' and new.release_notified_at is not null then
    v_title := 'Job assigned';
    v_message := format('%s assigned %s to your agency.', v_job.company_name, v_job.title);
  elsif tg_op = 'UPDATE' and old.release_notified_at is null and new.release_notified_at is not null then
    v_title := 'Job released to your agency';
    v_message := format('%s released %s to your agency (tier %s).', v_job.company_name, v_job.title, new.tier);
  elsif tg_op = 'DELETE' and old.release_notified_at is not null then
    v_title := 'Job released';
    v_message := format('%s released %s from your agency.', v_job.company_name, v_job.title);
  end if;
  if v_title is not null and v_job.title is not null then
    for v_user in
      select u from private.vendor_admin_user_ids(v_row.vendor_id) as u
      union
      select tvu.user_id from public.talent_vendor_users tvu where tvu.id = v_row.assigned_to_recruiter_id
    loop
      perform private.notify(v_user, 'job_assignment', v_title, v_message, '/talent-vendor/dashboard',
        jsonb_build_object('job_id', v_row.job_id, 'vendor_id', v_row.vendor_id));
    end loop;
  end if;
  perform private.signal('vendor:' || v_row.vendor_id, 'vendor_job_assignments', tg_op);
  if v_job.company_id is not null then
    perform private.signal('company:' || v_job.company_id, 'vendor_job_assignments', tg_op);
  end if;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.vendor_job_ids()
CREATE OR REPLACE FUNCTION private.vendor_job_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return query 
  select vja.job_id from public.vendor_job_assignments vja
  where vja.id in (select private.released_vendor_assignment_ids())

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.vendor_job_ranking(uuid,integer)
CREATE OR REPLACE FUNCTION private.vendor_job_ranking(p_job_id uuid, p_limit integer)
 RETURNS TABLE(candidate_id uuid, score smallint)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select r.candidate_id, r.score
  from private.ranked_candidates(p_job_id, '{}',
    array(select v.vendor_id from public.vendor_job_assignments v
          where v.job_id = p_job_id and v.vendor_id in (select private.member_vendor_ids())), p_limit) r
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres

-- function private.vendor_release_at(timestamp with time zone,smallint,uuid)
CREATE OR REPLACE FUNCTION private.vendor_release_at(p_assigned_at timestamp with time zone, p_tier smallint, p_company_id uuid)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$#variable_conflict use_column
begin
  return (
  select p_assigned_at
    + case when p_tier >= 2 then coalesce(s.vendor_tier2_delay, interval '48 hours') else interval '0' end
    + case when p_tier >= 3 then coalesce(s.vendor_tier3_delay, interval '48 hours') else interval '0' end
  from (select 1) one
  left join public.company_pipeline_settings s on s.company_id = p_company_id

);
end$function$

owner postgres
acl postgres=X/postgres

-- function private.vendor_release_notice_due()
CREATE OR REPLACE FUNCTION private.vendor_release_notice_due()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if private.vendor_assignment_released(new) then
    new.release_notified_at := case when tg_op = 'UPDATE' then coalesce(old.release_notified_at, now()) else now() end;
  else
    new.release_notified_at := null;
  end if;
  return new;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.vendor_stage(text,text,text[])
CREATE OR REPLACE FUNCTION private.vendor_stage(p_status text, p_before_rejection text, p_visible text[])
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when p_status = 'withdrawn' then 'withdrawn'
    when p_status = 'rejected' and 'rejected' = any (p_visible) then 'rejected'
    else (
      select o.s
      from unnest(array['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted']) with ordinality o (s, n)
      where o.n <= coalesce(array_position(array['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted'],
                                           case when p_status = 'rejected' then p_before_rejection else p_status end), 1)
        and (o.s = 'applied' or o.s = any (p_visible))
      order by o.n desc
      limit 1)
  end
$function$

owner postgres
acl postgres=X/postgres

-- function private.vendor_stage_label(text)
CREATE OR REPLACE FUNCTION private.vendor_stage_label(p_stage text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case p_stage
    when 'applied' then 'Submitted'
    when 'reviewing' then 'Under Review'
    when 'interview' then 'Interview'
    when 'offered' then 'Offer'
    when 'hired' then 'Hired'
    when 'accepted' then 'Accepted'
    when 'rejected' then 'Not Selected'
    when 'withdrawn' then 'Withdrawn'
    else p_stage
  end
$function$

owner postgres
acl postgres=X/postgres

-- function private.vendor_stage_of(public.applications,text[])
CREATE OR REPLACE FUNCTION private.vendor_stage_of(p_application public.applications, p_visible text[])
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.vendor_stage(p_application.status,
    case when p_application.status = 'rejected' and not ('rejected' = any (p_visible))
         then private.status_before_rejection(p_application.id) end,
    p_visible)
$function$

owner postgres
acl postgres=X/postgres

-- function private.vendor_stage_order()
CREATE OR REPLACE FUNCTION private.vendor_stage_order()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select array['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected']
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.vendor_stages_live()
CREATE OR REPLACE FUNCTION private.vendor_stages_live()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_vendor uuid;
begin
  if tg_op = 'UPDATE' and new.vendor_visible_stages is not distinct from old.vendor_visible_stages then
    return null;
  end if;
  for v_vendor in
    select distinct a.applied_by_vendor_id from public.applications a
    where a.company_id = new.company_id and a.applied_by_vendor_id is not null
  loop
    perform private.signal('vendor:' || v_vendor, 'applications', 'UPDATE');
  end loop;
  return null;
end;
$function$

owner postgres
acl postgres=X/postgres

-- function private.vendor_stages_of(uuid)
CREATE OR REPLACE FUNCTION private.vendor_stages_of(p_company_id uuid)
 RETURNS text[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select s.vendor_visible_stages from public.company_pipeline_settings s
                   where s.company_id = p_company_id), private.default_vendor_stages())
$function$

owner postgres
acl postgres=X/postgres

-- function private.vendor_visible_rank(smallint,text[])
CREATE OR REPLACE FUNCTION private.vendor_visible_rank(p_furthest smallint, p_visible text[])
 RETURNS smallint
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select max(o.n)::smallint
  from unnest(array['applied', 'reviewing', 'interview', 'offered', 'hired']) with ordinality o (s, n)
  where o.n <= p_furthest and (o.n = 1 or o.s = any (p_visible))
$function$

owner postgres
acl postgres=X/postgres

-- function private.visible_candidate_ids()
CREATE OR REPLACE FUNCTION private.visible_candidate_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return query 
  select c.id
  from public.candidates c
  join public.company_users cu on cu.company_id = c.managing_company_id
  where cu.user_id = (select auth.uid()) and cu.role <> 'partner_recruiter'
  union
  select ca.candidate_id from public.candidate_assignments ca
  where ca.assigned_to_user_id = (select auth.uid())
  union
  select a.candidate_id from public.applications a
  where a.job_id in (select private.staff_job_ids())
  union
  select c.id from public.candidates c
  where c.managing_company_id in (select private.partner_company_ids('candidates'))
  union
  select c.id from public.candidates c
  where c.created_by_vendor_id in (select private.member_vendor_ids())
  union
  select a.candidate_id from public.applications a
  where a.applied_by_vendor_id in (select private.member_vendor_ids())

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function private.visible_job_ids()
CREATE OR REPLACE FUNCTION private.visible_job_ids()
 RETURNS SETOF uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$begin
  return query 
  select private.staff_job_ids()
  union
  select j.id from public.jobs j
  where j.company_id in (select private.partner_company_ids('jobs')) and j.status <> 'draft'
  union
  select private.vendor_job_ids()

;
end$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.accept_invitation(text,text)
CREATE OR REPLACE FUNCTION public.accept_invitation(p_token text, p_type text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
  inv public.invitations;
  v_company uuid;
  v_role text;
begin
  if v_uid is null then
    raise exception 'You must be signed in to accept an invitation' using errcode = '42501';
  end if;
  select u.email into v_email from auth.users u where u.id = v_uid;

  select i.* into inv from public.invitations i where i.token = p_token for update;
  if inv.id is null then
    raise exception 'Invitation not found or has expired' using errcode = 'P0002';
  end if;
  if p_type = 'employee_invitation' and not private.is_employee_invitation(inv) then
    raise exception 'This is not a valid employee invitation' using errcode = '22023';
  end if;
  if p_type is not null and p_type <> 'employee_invitation' and inv.type <> p_type then
    raise exception 'Invitation not found or has expired' using errcode = 'P0002';
  end if;
  if inv.status <> 'pending' then
    raise exception 'This invitation has already been used' using errcode = '22023';
  end if;
  if inv.expires_at <= now() then
    raise exception 'This invitation has expired' using errcode = '22023';
  end if;
  if lower(inv.email) <> lower(coalesce(v_email, '')) then
    raise exception 'This invitation was sent to a different email address' using errcode = '42501';
  end if;

  if inv.type = 'admin_invitation' then
    update public.profiles set role = 'admin' where id = v_uid;
    v_role := 'admin';
  elsif private.is_employee_invitation(inv) then
    if inv.company_id is null then
      raise exception 'This is not a valid employee invitation' using errcode = '22023';
    end if;
    if exists (select 1 from public.company_users cu where cu.user_id = v_uid) then
      raise exception 'You already belong to a company' using errcode = '23505';
    end if;
    v_role := private.invited_staff_role(inv);
    insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
    values (v_uid, inv.company_id, coalesce(inv.company_data ->> 'firstName', ''),
            coalesce(inv.company_data ->> 'lastName', ''), v_email, v_role);
    update public.profiles set role = 'company' where id = v_uid and role <> 'admin';
    v_company := inv.company_id;
  elsif inv.type = 'company_invitation' then
    update public.profiles set role = 'company' where id = v_uid and role <> 'admin';
    select cu.company_id into v_company from public.company_users cu where cu.user_id = v_uid;
    if v_company is null then
      insert into public.companies (name, industry, location, is_approved, user_id)
      values (coalesce(nullif(btrim(inv.company_data ->> 'companyName'), ''), 'New Company'),
              'Technology', 'United States', false, v_uid)
      returning id into v_company;
      insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
      values (v_uid, v_company, '', '', v_email, 'company_admin');
    end if;
    v_role := 'company';
  elsif inv.type = 'candidate' then
    perform private.link_managed_candidate(inv, v_uid, v_email);
    v_company := inv.company_id;
    v_role := 'candidate';
  end if;

  perform private.mark_invitation_accepted(inv.id, v_uid);
  return jsonb_build_object('invitation_id', inv.id, 'type', inv.type, 'role', v_role, 'company_id', v_company);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.accept_talent_vendor_invitation(text,text,text,text,uuid)
CREATE OR REPLACE FUNCTION public.accept_talent_vendor_invitation(p_token text, p_vendor_name text, p_first_name text, p_last_name text, p_user_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := coalesce(p_user_id, (select auth.uid()));
  v_email text;
  v_meta jsonb;
  v_candidate uuid;
  v_vendor uuid;
  inv public.talent_vendors;
  v_name text := btrim(coalesce(p_vendor_name, ''));
  v_first text := btrim(coalesce(p_first_name, ''));
  v_last text := btrim(coalesce(p_last_name, ''));
begin
  if p_user_id is not null and (select auth.role()) is distinct from 'service_role' then
    raise exception 'You can only accept an invitation for yourself' using errcode = '42501';
  end if;
  if v_uid is null then
    raise exception 'You must be signed in to accept an invitation' using errcode = '42501';
  end if;
  select u.email, coalesce(u.raw_user_meta_data, '{}'::jsonb) into v_email, v_meta
  from auth.users u where u.id = v_uid;

  select tv.* into inv from public.talent_vendors tv
  where p_token is not null and tv.invitation_token = p_token
  for update;
  if inv.id is null then
    raise exception 'Invitation not found or has expired' using errcode = 'P0002';
  end if;
  if inv.status <> 'invited' then
    raise exception 'This invitation has already been used' using errcode = '22023';
  end if;
  if inv.invitation_expires_at is null or inv.invitation_expires_at <= now() then
    raise exception 'This invitation has expired' using errcode = '22023';
  end if;
  if lower(inv.email) <> lower(coalesce(v_email, '')) then
    raise exception 'This invitation was sent to a different email address' using errcode = '42501';
  end if;
  if v_name = '' then
    raise exception 'Vendor company name is required' using errcode = '22023';
  end if;
  if v_first = '' or v_last = '' then
    raise exception 'First and last name are required' using errcode = '22023';
  end if;
  if exists (select 1 from public.company_users cu where cu.user_id = v_uid) then
    raise exception 'You already belong to a company' using errcode = '23505';
  end if;
  if exists (select 1 from public.talent_vendor_users tvu where tvu.user_id = v_uid)
     or exists (select 1 from public.vendors v where v.user_id = v_uid) then
    raise exception 'You already belong to a talent vendor' using errcode = '23505';
  end if;

  -- Sign-up provisions unknown roles as candidates; a vendor admin holds a business account. An
  -- existing candidate keeps their record (and account role) once they have applied somewhere.
  select c.id into v_candidate from public.candidates c where c.user_id = v_uid;
  if v_candidate is not null
     and not exists (select 1 from public.applications a where a.candidate_id = v_candidate) then
    if lower(coalesce(v_meta ->> 'role', '')) = 'talent_vendor' then
      delete from public.candidates where id = v_candidate;
      v_candidate := null;
    end if;
  end if;
  if v_candidate is null then
    update public.profiles set role = 'company' where id = v_uid and role = 'candidate';
  end if;

  insert into public.vendors (vendor_name, company_id, user_id, created_by,
                              primary_contact_name, primary_contact_email)
  values (v_name, inv.company_id, v_uid, v_uid, v_first || ' ' || v_last, lower(v_email))
  returning id into v_vendor;
  insert into public.talent_vendor_users (user_id, vendor_id, role, first_name, last_name, email)
  values (v_uid, v_vendor, 'admin', v_first, v_last, lower(v_email));
  update public.talent_vendors
  set status = 'registered', vendor_id = v_vendor
  where id = inv.id;

  return jsonb_build_object('vendor_id', v_vendor, 'company_id', inv.company_id,
                            'talent_vendor_id', inv.id);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.admin_dashboard_stats()
CREATE OR REPLACE FUNCTION public.admin_dashboard_stats()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.is_platform_admin() then
    raise exception 'You must be an admin to view platform statistics' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'total_users', (select count(*) from public.profiles),
    'total_companies', (select count(*) from public.companies),
    'pending_approvals', (select count(*) from public.companies where not is_approved),
    'total_candidates', (select count(*) from public.candidates)
  );
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.admin_list_users(text,text,integer,integer)
CREATE OR REPLACE FUNCTION public.admin_list_users(p_search text DEFAULT NULL::text, p_role text DEFAULT NULL::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 20)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_custom_plan'
AS $function$
declare
  v_search text := nullif(lower(btrim(coalesce(p_search, ''))), '');
  v_pattern text;
  v_page integer := greatest(coalesce(p_page, 1), 1);
  v_size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  v_ids uuid[];
  v_total bigint;
  v_rows jsonb;
begin
  if not private.is_platform_admin() then
    raise exception 'Only platform administrators can list users' using errcode = '42501';
  end if;
  if p_role is not null and p_role not in ('admin', 'company', 'candidate') then
    raise exception 'Unknown role filter: %', p_role using errcode = '22023';
  end if;
  v_pattern := '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  -- The accounts a search can match: by e-mail, by their company's name, by their vendor's name.
  -- A search that matches most accounts (more than 5,000 addresses) reads the directory in one
  -- pass instead.
  if v_search is not null
     and (select count(*) from (select 1 from public.profiles p where lower(p.email) like v_pattern limit 5001) e) <= 5000 then
    select coalesce(array_agg(x.id), '{}') into v_ids from (
      select p.id from public.profiles p where lower(p.email) like v_pattern
      union
      select cu.user_id from public.company_users cu join public.companies c on c.id = cu.company_id
      where lower(c.name) like v_pattern
      union
      select tvu.user_id from public.talent_vendor_users tvu join public.vendors v on v.id = tvu.vendor_id
      where lower(v.vendor_name) like v_pattern
      union
      select v.user_id from public.vendors v where lower(v.vendor_name) like v_pattern
    ) x;
  end if;

  -- An account has at most one company and one talent-vendor membership (both unique by user), so
  -- each is one value per account; its own vendor, when it has one, names it before the one it
  -- works for.
  with matching as (
    select u.id, u.created_at
    from auth.users u
    join public.profiles p on p.id = u.id
    where u.deleted_at is null
      and (v_ids is null or u.id = any (v_ids))
      and (p_role is null or p.role = p_role)
      and (v_search is null
        or lower(u.email) like v_pattern
        or exists (select 1 from public.company_users cu join public.companies c on c.id = cu.company_id
                   where cu.user_id = u.id and lower(c.name) like v_pattern)
        or lower(coalesce(
             (select v.vendor_name from public.vendors v where v.user_id = u.id order by v.created_at limit 1),
             (select v.vendor_name from public.talent_vendor_users tvu join public.vendors v on v.id = tvu.vendor_id
              where tvu.user_id = u.id),
             '')) like v_pattern)
  )
  select (select count(*) from matching),
    coalesce((
      select jsonb_agg(to_jsonb(d) order by d.created_at desc, d.id)
      from (select m.id from matching m order by m.created_at desc, m.id limit v_size offset (v_page - 1) * v_size) pg
      cross join lateral (
        select u.id, u.email, p.role, u.created_at, u.last_sign_in_at,
          coalesce(u.banned_until > now(), false) as deactivated,
          cu.role as staff_role, c.id as company_id, c.name as company_name,
          coalesce(v_own.vendor_name, v_staff.vendor_name) as vendor_name
        from auth.users u
        join public.profiles p on p.id = u.id
        left join public.company_users cu on cu.user_id = u.id
        left join public.companies c on c.id = cu.company_id
        left join public.talent_vendor_users tvu on tvu.user_id = u.id
        left join public.vendors v_staff on v_staff.id = tvu.vendor_id
        left join lateral (
          select v.vendor_name from public.vendors v where v.user_id = u.id order by v.created_at limit 1
        ) v_own on true
        where u.id = pg.id
      ) d), '[]'::jsonb)
  into v_total, v_rows;

  return jsonb_build_object('total', v_total, 'page', v_page, 'pageSize', v_size, 'users', v_rows);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.announce_vendor_releases()
CREATE OR REPLACE FUNCTION public.announce_vendor_releases()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_count integer;
begin
  update public.vendor_job_assignments vja set release_notified_at = now()
  where vja.release_notified_at is null and private.vendor_assignment_released(vja);
  get diagnostics v_count = row_count;
  return v_count;
end;
$function$

owner postgres
acl postgres=X/postgres, service_role=X/postgres

-- function public.anonymise_candidate(uuid)
CREATE OR REPLACE FUNCTION public.anonymise_candidate(p_candidate_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.anonymise_candidate(p_candidate_id, 'erasure')
$function$

owner postgres
acl postgres=X/postgres, service_role=X/postgres

-- function public.apply_candidate_retention()
CREATE OR REPLACE FUNCTION public.apply_candidate_retention()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id uuid;
  v_count integer := 0;
begin
  for v_id in
    select c.id
    from public.candidates c
    join public.companies co on co.id = c.managing_company_id
    where c.user_id is null and c.anonymised_at is null
      and c.updated_at < now() - make_interval(months => co.candidate_retention_months)
      and not exists (
        select 1 from public.applications a
        where a.candidate_id = c.id
          and a.updated_at >= now() - make_interval(months => co.candidate_retention_months))
  loop
    perform private.anonymise_candidate(v_id, 'retention');
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$function$

owner postgres
acl postgres=X/postgres, service_role=X/postgres

-- function public.apply_to_job(uuid,jsonb)
CREATE OR REPLACE FUNCTION public.apply_to_job(p_job_id uuid, p_answers jsonb DEFAULT '[]'::jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_ready json;
  v_id uuid;
begin
  if v_uid is null then
    raise exception 'Please log in to apply for this job' using errcode = '42501';
  end if;
  if not private.is_candidate_account() then
    raise exception 'Only candidates can apply to jobs' using errcode = '42501';
  end if;
  if p_job_id is null or not private.job_is_open(p_job_id) then
    raise exception 'This job is not open for applications' using errcode = '42501';
  end if;

  v_ready := private.candidate_apply_readiness(v_uid);
  if v_ready ->> 'candidateId' is null or json_array_length(v_ready -> 'missingFields') > 0 then
    return jsonb_build_object('missing_fields',
      case when v_ready ->> 'candidateId' is null then '[]'::jsonb else (v_ready -> 'missingFields')::jsonb end);
  end if;

  perform private.check_application_answers(p_job_id, p_answers);

  insert into public.applications (job_id, candidate_id, status, source, applied_by_user_id)
  values (p_job_id, (v_ready ->> 'candidateId')::uuid, 'applied', 'candidate', v_uid)
  returning id into v_id;
  -- Blank answers to optional questions are not stored ('No response provided').
  insert into public.job_application_answers (application_id, question_id, answer)
  select v_id, (e ->> 'question_id')::uuid, btrim(e ->> 'answer')
  from jsonb_array_elements(coalesce(p_answers, '[]')) e
  where btrim(coalesce(e ->> 'answer', '')) <> '';
  return jsonb_build_object('application_id', v_id);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.cancel_interview(uuid,integer)
CREATE OR REPLACE FUNCTION public.cancel_interview(p_interview_id uuid, p_sequence integer)
 RETURNS public.interviews
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row public.interviews;
begin
  v_row := private.interview_to_change(p_interview_id, p_sequence);
  update public.interviews set status = 'cancelled', sequence = sequence + 1
  where id = p_interview_id
  returning * into v_row;
  perform private.notify_interview(v_row, 'Interview cancelled', 'planned for');
  return v_row;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.claim_application_messages(integer)
CREATE OR REPLACE FUNCTION public.claim_application_messages(p_limit integer DEFAULT 50)
 RETURNS TABLE(id uuid, recipient text, subject text, body text, application_id uuid)
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  update public.application_messages m set claimed_at = now()
  where m.id in (
    select q.id from public.application_messages q
    where q.sent_at is null and (q.claimed_at is null or q.claimed_at < now() - interval '10 minutes')
    order by q.created_at
    limit least(greatest(coalesce(p_limit, 50), 1), 500)
    for update skip locked
  )
  returning m.id, m.recipient, m.subject, m.body, m.application_id
$function$

owner postgres
acl postgres=X/postgres, service_role=X/postgres

-- function public.claim_notification_emails(integer)
CREATE OR REPLACE FUNCTION public.claim_notification_emails(p_limit integer DEFAULT 50)
 RETURNS TABLE(id uuid, email text, type text, title text, message text, link text, send boolean)
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with claimed as (
    update public.notifications n set emailed_at = now()
    where n.id in (
      select c.id from public.notifications c
      where c.emailed_at is null
      order by c.created_at
      limit least(greatest(coalesce(p_limit, 50), 1), 500)
      for update skip locked
    )
    returning n.id, n.user_id, n.type, n.title, n.message, n.link
  )
  select c.id, u.email::text, c.type, c.title, c.message, c.link,
    u.email is not null and coalesce(p.email, true) and c.type <> 'company_invitation'
  from claimed c
  join auth.users u on u.id = c.user_id
  left join public.notification_preferences p on p.user_id = c.user_id and p.type = c.type
$function$

owner postgres
acl postgres=X/postgres, service_role=X/postgres

-- function public.claim_representation_emails(integer)
CREATE OR REPLACE FUNCTION public.claim_representation_emails(p_limit integer DEFAULT 50)
 RETURNS TABLE(id uuid, recipient text, token text, first_name text, job_title text, company_name text, vendor_name text, recruiter_name text, expires_at timestamp with time zone)
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with claimed as (
    update public.representation_requests r set claimed_at = now()
    where r.id in (
      select q.id from public.representation_requests q
      where q.sent_at is null and q.status = 'pending' and q.expires_at > now()
        and (q.claimed_at is null or q.claimed_at < now() - interval '10 minutes')
      order by q.created_at
      limit least(greatest(coalesce(p_limit, 50), 1), 500)
      for update skip locked)
    returning r.*
  )
  select c.id, ca.email, private.signed_link_token('representation_request', c.id), ca.first_name, j.title,
    co.name, v.vendor_name,
    (select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '') from public.talent_vendor_users tvu
     where tvu.user_id = c.requested_by),
    c.expires_at
  from claimed c
  join public.candidates ca on ca.id = c.candidate_id
  join public.jobs j on j.id = c.job_id
  join public.companies co on co.id = c.company_id
  join public.vendors v on v.id = c.vendor_id
$function$

owner postgres
acl postgres=X/postgres, service_role=X/postgres

-- function public.count_company_applications(uuid)
CREATE OR REPLACE FUNCTION public.count_company_applications(p_company_id uuid)
 RETURNS bigint
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(private.company_application_count(p_company_id), 0)
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.create_application_safe(uuid,uuid,text)
CREATE OR REPLACE FUNCTION public.create_application_safe(p_job_id uuid, p_candidate_id uuid, p_status text DEFAULT 'applied'::text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_company uuid;
  v_id uuid;
  v_status text := coalesce(nullif(p_status, ''), 'applied');
begin
  if v_uid is null then
    raise exception 'Please log in to apply for this job' using errcode = '42501';
  end if;
  if private.is_platform_admin() then
    insert into public.applications (job_id, candidate_id, status, source, applied_by_user_id)
    values (p_job_id, p_candidate_id, v_status, 'candidate', v_uid)
    returning id into v_id;
    return v_id;
  end if;
  if private.is_candidate_account() or p_candidate_id in (select private.own_candidate_ids()) then
    raise exception 'Candidates apply with their answers through apply_to_job' using errcode = '42501';
  end if;
  select j.company_id into v_company from public.jobs j
  where j.id = p_job_id and j.id in (select private.staff_job_ids())
    and private.company_is_active(j.company_id);
  if v_company is null or p_candidate_id not in (select private.visible_candidate_ids()) then
    raise exception 'You cannot submit this candidate to this job' using errcode = '42501';
  end if;
  insert into public.applications (job_id, candidate_id, status, source, applied_by_company_id, applied_by_user_id)
  values (p_job_id, p_candidate_id, v_status, 'company', v_company, v_uid)
  returning id into v_id;
  return v_id;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.export_job_applicants(uuid)
CREATE OR REPLACE FUNCTION public.export_job_applicants(p_job_id uuid)
 RETURNS TABLE(name text, email text, source text, stage text, applied_at timestamp with time zone, last_change timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_rows bigint;
begin
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  return query
    select btrim(concat_ws(' ', c.first_name, c.last_name)), c.email,
           case a.source when 'candidate' then 'Direct' when 'company' then 'Company-managed'
                else coalesce(v.vendor_name, 'Vendor') end,
           case a.status when 'applied' then 'New' else private.status_label(a.status) end,
           a.applied_at, a.status_changed_at
    from public.applications a
    join public.candidates c on c.id = a.candidate_id
    left join public.vendors v on v.id = a.applied_by_vendor_id
    where a.job_id = p_job_id
    order by a.applied_at desc, a.id;
  get diagnostics v_rows = row_count;
  perform audit.append('job.applicants_exported', 'job', p_job_id::text,
    (select j.company_id from public.jobs j where j.id = p_job_id), jsonb_build_object('rows', v_rows));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_admin_report(date,date)
CREATE OR REPLACE FUNCTION public.get_admin_report(p_from date, p_to date)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.check_report_range(p_from, p_to);
  if not private.is_platform_admin() then
    raise exception 'Only platform administrators can view this report' using errcode = '42501';
  end if;
  return (
    with counts as (
      select date_trunc('week', c.day)::date as week, c.metric, sum(c.n) as n
      from private.report_daily_counts c
      where c.day between p_from and p_to
      group by 1, 2
    )
    select jsonb_build_object(
      'weeks', (
        select jsonb_agg(to_jsonb(x) order by x.week)
        from (
          select w.week,
                 coalesce(sum(c.n) filter (where c.metric = 'signup_candidate'), 0) as candidate_signups,
                 coalesce(sum(c.n) filter (where c.metric = 'signup_company'), 0) as company_signups,
                 coalesce(sum(c.n) filter (where c.metric = 'company_registered'), 0) as companies_registered,
                 coalesce(sum(c.n) filter (where c.metric = 'company_approved'), 0) as companies_approved,
                 coalesce(sum(c.n) filter (where c.metric = 'job_posted'), 0) as jobs_posted,
                 coalesce(sum(c.n) filter (where c.metric = 'application'), 0) as applications
          from (select g::date as week
                from generate_series(date_trunc('week', p_from), date_trunc('week', p_to), interval '1 week') g) w
          left join counts c on c.week = w.week
          group by w.week
        ) x
      ),
      'tiers', (
        select jsonb_agg(jsonb_build_object('tier', t.tier, 'companies', coalesce(n.companies, 0)) order by t.ord)
        from unnest(array['none', 'free_trial', 'basic', 'intermediate', 'pro']) with ordinality t (tier, ord)
        left join (select coalesce(s.tier, 'none') as tier, count(*) as companies
                   from public.companies co
                   left join public.company_subscriptions s on s.company_id = co.id
                   group by 1) n on n.tier = t.tier
      )
    )
  );
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_application_credits(uuid[])
CREATE OR REPLACE FUNCTION public.get_application_credits(p_application_ids uuid[])
 RETURNS TABLE(application_id uuid, kind text, credited_to text, since timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if (select auth.uid()) is null then
    raise exception 'Please sign in' using errcode = '42501';
  end if;
  if p_application_ids is null or cardinality(p_application_ids) not between 1 and 100 then
    raise exception 'Ask for 1 to 100 applications' using errcode = '22023';
  end if;
  return query
    select a.id,
           case when a.credited_vendor_id is not null then 'vendor'
                when a.source = 'company' then 'company'
                when a.source = 'candidate' then 'direct'
                else 'none' end,
           case when a.credited_vendor_id is not null then v.vendor_name || coalesce(' · ' || r.name, '')
                when a.source = 'company' then 'Company-managed'
                when a.source = 'candidate' then 'Direct'
                else 'Not credited (the vendor was removed)' end,
           o.starts_at
    from public.applications a
    left join public.vendors v on v.id = a.credited_vendor_id
    left join lateral (
      select ow.application_id, ow.starts_at from public.candidate_ownerships ow
      where ow.company_id = a.company_id and ow.person_id = a.person_id and ow.vendor_id = a.credited_vendor_id
        and ow.starts_at <= a.applied_at
      order by ow.starts_at desc
      limit 1) o on a.credited_vendor_id is not null
    left join lateral (
      select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '') as name
      from public.applications oa
      join public.talent_vendor_users tvu on tvu.user_id = oa.applied_by_user_id and tvu.vendor_id = a.credited_vendor_id
      where oa.id = coalesce(o.application_id,
                             case when a.applied_by_vendor_id = a.credited_vendor_id then a.id end)) r on true
    where a.id = any (p_application_ids)
      and (private.is_platform_admin() or private.is_team_application(a.id))
    order by array_position(p_application_ids, a.id);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_application_scores(uuid)
CREATE OR REPLACE FUNCTION public.get_application_scores(p_job_id uuid)
 RETURNS TABLE(application_id uuid, score smallint)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select s.application_id, s.score
  from private.application_scores(array(select a.id from public.applications a where a.job_id = p_job_id)) s
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_application_timeline(uuid)
CREATE OR REPLACE FUNCTION public.get_application_timeline(p_application_id uuid)
 RETURNS TABLE(id uuid, from_status text, to_status text, created_at timestamp with time zone, actor_name text, reason text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_app public.applications;
  v_team boolean;
  v_visible text[];
begin
  select a.* into v_app from public.applications a where a.id = p_application_id;
  if v_app.id is null then
    return;
  end if;
  v_team := private.is_platform_admin() or private.is_team_application(p_application_id);
  if not v_team and v_app.candidate_id not in (select private.own_candidate_ids()) then
    if v_app.applied_by_vendor_id is null or v_app.applied_by_vendor_id not in (select private.member_vendor_ids()) then
      return;
    end if;
    v_visible := private.vendor_stages_of(v_app.company_id);
    return query
      select m.id, m.from_stage, m.to_stage, m.created_at, null::text, null::text
      from (
        select h.id, h.created_at, h.from_status,
               case when h.from_status is null then null
                    else private.vendor_stage(h.from_status, h.prev_from, v_visible) end as from_stage,
               private.vendor_stage(h.to_status, h.from_status, v_visible) as to_stage
        from (select x.*, lag(x.from_status) over (order by x.created_at, x.from_status nulls first, x.id) as prev_from
              from public.application_stage_history x where x.application_id = p_application_id) h
      ) m
      where m.from_status is null or m.from_stage is distinct from m.to_stage
      order by m.created_at, m.from_status nulls first, m.id;
    return;
  end if;
  return query
    select h.id, h.from_status, h.to_status, h.created_at,
           case when v_team then nullif(btrim(concat_ws(' ', cu.first_name, cu.last_name)), '') end,
           case when v_team then h.reason end
    from public.application_stage_history h
    left join public.company_users cu on cu.user_id = h.actor_id
    where h.application_id = p_application_id
    order by h.created_at, h.from_status nulls first, h.id;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_caller_context()
CREATE OR REPLACE FUNCTION public.get_caller_context()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (select private.caller_context());
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_candidate_application_detail(uuid,uuid)
CREATE OR REPLACE FUNCTION public.get_candidate_application_detail(p_user_id uuid, p_application_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select private.candidate_application_detail(p_user_id, p_application_id)
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_candidate_applications(uuid,bigint,integer)
CREATE OR REPLACE FUNCTION public.get_candidate_applications(p_user_id uuid, p_page bigint DEFAULT 1, p_page_size integer DEFAULT 20)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (select private.candidate_applications(p_user_id, p_page, p_page_size));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_candidate_by_user_id(uuid)
CREATE OR REPLACE FUNCTION public.get_candidate_by_user_id(p_user_id uuid)
 RETURNS SETOF public.candidates
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.assert_self_or_admin(p_user_id);
  return query select c.* from public.candidates c where c.user_id = p_user_id;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_candidate_documents(uuid)
CREATE OR REPLACE FUNCTION public.get_candidate_documents(p_user_id uuid)
 RETURNS TABLE(resume_url text, cover_letter_url text, certificates text[])
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform private.assert_self_or_admin(p_user_id);
  return query
    select c.resume_url, c.cover_letter_url, c.certificates
    from public.candidates c where c.user_id = p_user_id;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_candidate_job(uuid,uuid)
CREATE OR REPLACE FUNCTION public.get_candidate_job(p_user_id uuid, p_job_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (select private.candidate_job(p_user_id, p_job_id));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_candidate_job_questions(uuid,uuid)
CREATE OR REPLACE FUNCTION public.get_candidate_job_questions(p_user_id uuid, p_job_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (select private.candidate_job_questions(p_user_id, p_job_id));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_candidate_potential_jobs(uuid,bigint,integer,integer)
CREATE OR REPLACE FUNCTION public.get_candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer, p_min_score integer DEFAULT 0)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (select private.candidate_potential_jobs(p_user_id, p_page, p_page_size, p_min_score));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_careers_page(text)
CREATE OR REPLACE FUNCTION public.get_careers_page(p_slug text)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select json_build_object(
    'company', private.board_company(c),
    'jobs', coalesce((
      select json_agg(private.board_job(j, c, false) order by j.created_at desc, j.id desc)
      from (
        select j.* from public.jobs j
        where j.company_id = c.id
          and j.company_listed
          and j.status in ('published', 'open', 'active')
          and (j.expires_at is null or j.expires_at >= private.board_today())
        order by j.created_at desc, j.id desc
        limit 200) j), '[]'))
  from public.companies c
  where c.slug = lower(p_slug)
    and private.company_listed(c.id)
$function$

owner postgres
acl anon=X/postgres, authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_company_application_detail(uuid)
CREATE OR REPLACE FUNCTION public.get_company_application_detail(p_application_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select private.company_application_detail(p_application_id)
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_company_private_details(uuid)
CREATE OR REPLACE FUNCTION public.get_company_private_details(p_company_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'primary_contact_name', c.primary_contact_name, 'primary_contact_email', c.primary_contact_email,
    'primary_contact_phone', c.primary_contact_phone, 'primary_contact_alt_email', c.primary_contact_alt_email,
    'primary_contact_alt_phone', c.primary_contact_alt_phone, 'secondary_contact_name', c.secondary_contact_name,
    'secondary_contact_email', c.secondary_contact_email, 'secondary_contact_phone', c.secondary_contact_phone,
    'secondary_contact_alt_email', c.secondary_contact_alt_email, 'secondary_contact_alt_phone', c.secondary_contact_alt_phone,
    'reg_street', c.reg_street, 'reg_unit', c.reg_unit, 'reg_city', c.reg_city, 'reg_state', c.reg_state,
    'reg_zip_code', c.reg_zip_code, 'reg_country', c.reg_country, 'same_as_registered', c.same_as_registered,
    'op_street', c.op_street, 'op_unit', c.op_unit, 'op_city', c.op_city, 'op_state', c.op_state,
    'op_zip_code', c.op_zip_code, 'op_country', c.op_country,
    'tax_id', c.tax_id, 'ein_document_url', c.ein_document_url, 'tax_document_url', c.tax_document_url)
  from public.companies c
  where c.id = p_company_id
    and ((select private.is_platform_admin())
         or c.id in (select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_company_report(date,date,uuid)
CREATE OR REPLACE FUNCTION public.get_company_report(p_from date, p_to date, p_job_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company uuid;
  v_role text;
  v_jobs uuid[];
  v_hidden uuid[];
begin
  perform private.check_report_range(p_from, p_to);
  select cu.company_id, cu.role into v_company, v_role
  from public.company_users cu where cu.user_id = (select auth.uid())
  order by cu.created_at limit 1;
  if v_role in ('manager', 'recruiter') and p_job_id is null then
    select coalesce(array_agg(distinct j), '{}') into v_jobs from private.staff_job_ids() j;
    v_hidden := array(select j.id from public.jobs j where j.company_id = v_company except select unnest(v_jobs));
    if cardinality(v_hidden) < cardinality(v_jobs) then
      return private.company_report_from_aggregates(v_company, p_from, p_to, v_hidden)
        || jsonb_build_object('activity', private.company_report_activity(v_company, p_from, p_to, false, v_jobs, null));
    end if;
  end if;
  return private.company_report_from_applications(p_from, p_to, p_job_id);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_company_vendor_performance(uuid)
CREATE OR REPLACE FUNCTION public.get_company_vendor_performance(p_vendor_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company uuid;
  v_jobs uuid[];
begin
  select ids.id into v_company
  from private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager', 'recruiter']) ids (id)
  limit 1;
  if v_company is null then
    raise exception 'Only the company''s hiring team can view vendor performance' using errcode = '42501';
  end if;
  if p_vendor_id is not null
     and not exists (select 1 from public.vendors v where v.id = p_vendor_id and v.company_id = v_company) then
    raise exception 'Vendor not found' using errcode = 'P0002';
  end if;
  -- the company's admins see every job of it, so only the other roles need their jobs listed
  if not exists (select 1 from private.company_ids_with_role(array['company_admin', 'subscription_admin']) ids (id)
                 where ids.id = v_company) then
    select coalesce(array_agg(j), '{}') into v_jobs from private.staff_job_ids() j;
  end if;

  return (
    with subs as materialized (
      select f.job_id, f.vendor_id, f.furthest, f.applied_at, tvu.id as recruiter_id
      from private.application_report_facts f
      join public.applications a on a.id = f.application_id
      left join public.talent_vendor_users tvu on tvu.user_id = a.applied_by_user_id and tvu.vendor_id = f.vendor_id
      where f.company_id = v_company and f.vendor_id is not null and (v_jobs is null or f.job_id = any (v_jobs))
        and (p_vendor_id is null or f.vendor_id = p_vendor_id)
    ), releases as (
      select vja.job_id, vja.vendor_id, private.vendor_release_at(vja.created_at, vja.tier, v_company) as released_at
      from public.vendor_job_assignments vja
      join public.jobs j on j.id = vja.job_id and j.company_id = v_company
      where (v_jobs is null or vja.job_id = any (v_jobs)) and (p_vendor_id is null or vja.vendor_id = p_vendor_id)
    ), vendor_firsts as (
      select s.vendor_id, extract(epoch from min(s.applied_at) - r.released_at) as secs
      from subs s join releases r on r.job_id = s.job_id and r.vendor_id = s.vendor_id
      group by s.vendor_id, s.job_id, r.released_at
      having min(s.applied_at) >= r.released_at
    ), recruiter_firsts as (
      select s.recruiter_id, extract(epoch from min(s.applied_at) - r.released_at) as secs
      from subs s join releases r on r.job_id = s.job_id and r.vendor_id = s.vendor_id
      where p_vendor_id is not null and s.recruiter_id is not null
      group by s.recruiter_id, s.job_id, r.released_at
      having min(s.applied_at) >= r.released_at
    ), vendor_counts as (
      select s.vendor_id, count(*) as submissions, count(*) filter (where s.furthest >= 3) as interviews,
             count(*) filter (where s.furthest >= 4) as offers, count(*) filter (where s.furthest >= 5) as hires
      from subs s group by s.vendor_id
    ), recruiter_counts as (
      select s.recruiter_id, count(*) as submissions, count(*) filter (where s.furthest >= 3) as interviews,
             count(*) filter (where s.furthest >= 4) as offers, count(*) filter (where s.furthest >= 5) as hires
      from subs s where p_vendor_id is not null and s.recruiter_id is not null group by s.recruiter_id
    )
    select jsonb_build_object(
      'vendors', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'vendor_id', v.id, 'vendor_name', v.vendor_name,
                 'submissions', coalesce(c.submissions, 0), 'interviews', coalesce(c.interviews, 0),
                 'offers', coalesce(c.offers, 0), 'hires', coalesce(c.hires, 0), 'timed_jobs', coalesce(t.n, 0))
               || private.report_days(t.p)
               order by v.vendor_name, v.id)
        from public.vendors v
        left join vendor_counts c on c.vendor_id = v.id
        left join lateral (
          select count(*) as n, percentile_cont(array[0.5, 0.9]) within group (order by x.secs) as p
          from vendor_firsts x where x.vendor_id = v.id) t on true
        where v.company_id = v_company and (p_vendor_id is null or v.id = p_vendor_id)), '[]'::jsonb),
      'recruiters', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'recruiter_id', m.id, 'first_name', m.first_name, 'last_name', m.last_name, 'role', m.role,
                 'submissions', c.submissions, 'interviews', c.interviews, 'offers', c.offers, 'hires', c.hires,
                 'timed_jobs', coalesce(t.n, 0))
               || private.report_days(t.p)
               order by c.submissions desc, m.first_name, m.last_name, m.id)
        from recruiter_counts c
        join public.talent_vendor_users m on m.id = c.recruiter_id
        left join lateral (
          select count(*) as n, percentile_cont(array[0.5, 0.9]) within group (order by x.secs) as p
          from recruiter_firsts x where x.recruiter_id = m.id) t on true), '[]'::jsonb))
  );
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_invitation_by_token(text,text)
CREATE OR REPLACE FUNCTION public.get_invitation_by_token(p_token text, p_type text DEFAULT NULL::text)
 RETURNS TABLE(id uuid, email text, type text, status text, expires_at timestamp with time zone, company_id uuid, company_name text, role text, management_terms text, candidate_data jsonb, company_data jsonb, created_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select i.id, i.email, i.type, i.status, i.expires_at, i.company_id, c.name, i.role,
         i.management_terms, i.candidate_data, i.company_data, i.created_at
  from public.invitations i
  left join public.companies c on c.id = i.company_id
  where p_token is not null
    and i.token = p_token
    and (p_type is null or i.type = p_type)
    and i.status = 'pending'
$function$

owner postgres
acl anon=X/postgres, authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_job_suggestions(uuid,integer)
CREATE OR REPLACE FUNCTION public.get_job_suggestions(p_job_id uuid, p_limit integer DEFAULT 10)
 RETURNS TABLE(candidate_id uuid, first_name text, last_name text, title text, skills text[], managing_company_id uuid, company_name text, score smallint, summary text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see suggestions' using errcode = '42501';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 50 then
    raise exception 'Ask for 1 to 50 suggestions' using errcode = '22023';
  end if;
  if not exists (select 1 from public.jobs j where j.id = p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  return query
  select c.id, c.first_name, c.last_name, c.title, c.skills, c.managing_company_id, co.name, s.score,
    coalesce(private.kept_match_summary(p_job_id, c.id), private.match_explanation(p_job_id, c.id) ->> 'summary')
  from private.job_suggestions(p_job_id, p_limit) s
  join public.candidates c on c.id = s.candidate_id
  left join public.companies co on co.id = c.managing_company_id
  order by s.score desc, c.id;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_managing_company()
CREATE OR REPLACE FUNCTION public.get_managing_company()
 RETURNS TABLE(id uuid, name text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select co.id, co.name
  from public.candidates c
  join public.companies co on co.id = c.managing_company_id
  where c.user_id = (select auth.uid())
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_match(uuid,uuid)
CREATE OR REPLACE FUNCTION public.get_match(p_job_id uuid, p_candidate_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see matches' using errcode = '42501';
  end if;
  if not exists (select 1 from public.jobs where id = p_job_id)
     or not exists (select 1 from public.candidates where id = p_candidate_id) then
    return null;
  end if;
  return private.match_explanation(p_job_id, p_candidate_id);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_my_candidate_ids()
CREATE OR REPLACE FUNCTION public.get_my_candidate_ids()
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.linked_candidate_ids()
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_my_representation()
CREATE OR REPLACE FUNCTION public.get_my_representation()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(r order by r ->> 'since'), '[]')
  from (
    select jsonb_build_object(
      'kind', case when c.created_by_vendor_id is not null then 'vendor' else 'company' end,
      'name', coalesce(v.vendor_name, co.name),
      'recruiter', (select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '')
                    from public.talent_vendor_users tvu where tvu.user_id = c.created_by_user_id
                      and c.created_by_vendor_id is not null),
      'since', c.created_at,
      'jobs', coalesce((
        select jsonb_agg(jsonb_build_object('application_id', a.id, 'title', j.title, 'status', a.status,
                                            'applied_at', a.applied_at) order by a.applied_at desc)
        from public.applications a join public.jobs j on j.id = a.job_id
        where a.candidate_id = c.id), '[]')) as r
    from public.candidates c
    left join public.vendors v on v.id = c.created_by_vendor_id
    left join public.companies co on co.id = c.managing_company_id
    where c.id in (select private.linked_candidate_ids())
      and c.user_id is null
      and (v.id is not null or co.id is not null)
  ) s
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_my_upcoming_interviews()
CREATE OR REPLACE FUNCTION public.get_my_upcoming_interviews()
 RETURNS TABLE(id uuid, application_id uuid, job_title text, company_name text, starts_at timestamp with time zone, time_zone text, duration_minutes integer, location text, video_link text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select i.id, i.application_id, j.title, co.name, i.starts_at, i.time_zone, i.duration_minutes,
    i.location, i.video_link
  from public.interviews i
  join public.applications a on a.id = i.application_id
  join public.jobs j on j.id = a.job_id
  join public.companies co on co.id = i.company_id
  where i.candidate_id in (select private.own_candidate_ids())
    and i.status = 'scheduled'
    and i.starts_at + make_interval(mins => i.duration_minutes) > now()
  order by i.starts_at
  limit 50
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_ownership_settings()
CREATE OR REPLACE FUNCTION public.get_ownership_settings()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case when co.id is null then null else jsonb_build_object(
    'ownership_window_months', coalesce(s.ownership_window_months, 6),
    'confirm_vendor_submissions', coalesce(s.confirm_vendor_submissions, false)) end
  from (select private.current_company_id() as id) co
  left join public.company_pipeline_settings s on s.company_id = co.id
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_pipeline_board(uuid,text,text,date,date,integer,text)
CREATE OR REPLACE FUNCTION public.get_pipeline_board(p_job_id uuid, p_search text DEFAULT NULL::text, p_source text DEFAULT NULL::text, p_applied_from date DEFAULT NULL::date, p_applied_to date DEFAULT NULL::date, p_page_size integer DEFAULT 20, p_sort text DEFAULT 'newest'::text)
 RETURNS SETOF json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_where text := private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search);
  v_page_size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  v_sort text := coalesce(p_sort, 'newest');
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  perform private.check_pipeline_sort(p_sort);
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  if v_sort = 'newest' and nullif(btrim(p_search), '') is null and p_source is null
     and p_applied_from is null and p_applied_to is null then
    return query
      with counts as (select k.status, sum(k.total)::integer as total from private.job_stage_counts k
                      where k.job_id = p_job_id group by k.status)
      select json_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', coalesce((
        select json_agg(p order by p.status_changed_at desc, p.id desc)
        from (select a.id, a.status_changed_at, a.candidate_id, c.first_name, c.last_name, a.source_label
              from public.applications a
              join public.candidates c on c.id = a.candidate_id
              where a.job_id = p_job_id and a.status = s.status
              order by a.status_changed_at desc, a.id desc limit v_page_size) p), '[]'::json))
      from unnest(private.pipeline_stages()) with ordinality s (status, ord)
      left join counts n on n.status = s.status
      order by s.ord;
    return;
  end if;
  return query execute format($q$
    with counts as (select a.status, count(*)::integer as total from public.applications a where %1$s group by a.status)
    select jsonb_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', %2$s)::json
    from unnest(private.pipeline_stages()) with ordinality s (status, ord)
    left join counts n on n.status = s.status
    order by s.ord$q$,
    v_where, format(private.pipeline_page_sql(v_sort), v_where, 's.status'))
  using p_job_id, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search), v_page_size, 0;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_pipeline_column(uuid,text,text,text,date,date,integer,integer,text)
CREATE OR REPLACE FUNCTION public.get_pipeline_column(p_job_id uuid, p_status text, p_search text DEFAULT NULL::text, p_source text DEFAULT NULL::text, p_applied_from date DEFAULT NULL::date, p_applied_to date DEFAULT NULL::date, p_offset integer DEFAULT 0, p_limit integer DEFAULT 20, p_sort text DEFAULT 'newest'::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_where text := private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search);
  v_result jsonb;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  perform private.check_pipeline_sort(p_sort);
  if p_status is null or not (p_status = any (private.pipeline_stages())) then
    raise exception 'Unknown stage: %', coalesce(p_status, 'none') using errcode = '22023';
  end if;
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  execute format($q$select jsonb_build_object('status', $8::text,
      'total', (select count(*) from public.applications a where %1$s and a.status = $8),
      'cards', %2$s)$q$,
    v_where, format(private.pipeline_page_sql(coalesce(p_sort, 'newest')), v_where, '$8'))
  into v_result
  using p_job_id, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search),
        least(greatest(coalesce(p_limit, 20), 1), 100), greatest(coalesce(p_offset, 0), 0), p_status;
  return v_result;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_pipeline_neighbors(uuid,text,text,date,date,text)
CREATE OR REPLACE FUNCTION public.get_pipeline_neighbors(p_application_id uuid, p_search text DEFAULT NULL::text, p_source text DEFAULT NULL::text, p_applied_from date DEFAULT NULL::date, p_applied_to date DEFAULT NULL::date, p_sort text DEFAULT 'newest'::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_job uuid;
  v_result jsonb;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  perform private.check_pipeline_sort(p_sort);
  select a.job_id into v_job from public.applications a where a.id = p_application_id;
  if v_job is null or not private.can_see_job_applications(v_job) then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  execute format($q$
    with ordered as (
      select a.id, row_number() over (order by array_position(private.pipeline_stages(), a.status), %2$s) as n
      from public.applications a%3$s where %1$s
    ), me as (select n from ordered where id = $6)
    select jsonb_build_object(
      'job_id', $1,
      'position', (select n from me),
      'total', (select count(*) from ordered),
      'previous_id', (select o.id from ordered o, me where o.n = me.n - 1),
      'next_id', (select o.id from ordered o, me where o.n = me.n + 1))$q$,
    private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search),
    private.pipeline_order(p_sort, 'a', 'm.score'), private.pipeline_score_join(p_sort))
  into v_result
  using v_job, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search), p_application_id;
  return v_result;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_pipeline_settings()
CREATE OR REPLACE FUNCTION public.get_pipeline_settings()
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with co as (select private.current_company_id() as id)
  select case when co.id is null then null else jsonb_build_object(
    'rejection_reasons', coalesce((select s.rejection_reasons from public.company_pipeline_settings s where s.company_id = co.id),
                                  private.default_rejection_reasons()),
    'templates', (select jsonb_agg(jsonb_build_object(
        'status', st.status,
        'subject', coalesce(t.subject, d.subject),
        'body', coalesce(t.body, d.body),
        'is_default', t.company_id is null) order by st.ord)
      from unnest(array['reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected']) with ordinality st (status, ord)
      cross join lateral private.default_stage_email(st.status) d
      left join public.stage_email_templates t on t.company_id = co.id and t.status = st.status)
  ) end
  from co
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_public_job(uuid)
CREATE OR REPLACE FUNCTION public.get_public_job(p_job_id uuid)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.board_job(j, c, true)
  from public.jobs j
  join public.companies c on c.id = j.company_id
  where j.id = p_job_id
    and j.status in ('published', 'open', 'active')
    and (j.expires_at is null or j.expires_at >= private.board_today())
    and j.company_listed
$function$

owner postgres
acl anon=X/postgres, authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_representation_request(text)
CREATE OR REPLACE FUNCTION public.get_representation_request(p_token text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return private.representation_request_view(private.representation_request_of(p_token, false));
end;
$function$

owner postgres
acl anon=X/postgres, authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_user_company_membership_safe(uuid)
CREATE OR REPLACE FUNCTION public.get_user_company_membership_safe(user_id uuid)
 RETURNS TABLE(role text, company_id uuid)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform private.assert_self_or_admin(get_user_company_membership_safe.user_id);
  return query
    select cu.role, cu.company_id
    from public.company_users cu
    where cu.user_id = get_user_company_membership_safe.user_id;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_vendor_documents(uuid)
CREATE OR REPLACE FUNCTION public.get_vendor_documents(p_vendor_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_documents jsonb;
begin
  select jsonb_build_object('w9_url', v.w9_url, 'coi_url', v.coi_url, 'wo_url', v.wo_url,
                            'msa_url', v.msa_url, 'voided_check_url', v.voided_check_url)
  into v_documents
  from public.vendors v
  where v.id = p_vendor_id
    and ((select private.is_platform_admin())
         or v.company_id in (select private.company_ids_with_role())
         or v.id in (select private.admin_vendor_ids()));
  if v_documents is null then
    raise exception 'Only the vendor''s partner company can view its documents' using errcode = '42501';
  end if;
  return v_documents;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_vendor_job_matches(uuid,integer)
CREATE OR REPLACE FUNCTION public.get_vendor_job_matches(p_job_id uuid, p_limit integer DEFAULT 20)
 RETURNS TABLE(candidate_id uuid, first_name text, last_name text, title text, skills text[], score smallint, summary text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see matches' using errcode = '42501';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 50 then
    raise exception 'Ask for 1 to 50 candidates' using errcode = '22023';
  end if;
  return query
  select c.id, c.first_name, c.last_name, c.title, c.skills, s.score,
    private.match_explanation(p_job_id, c.id) ->> 'summary'
  from private.vendor_job_ranking(p_job_id, p_limit) s
  join public.candidates c on c.id = s.candidate_id
  order by s.score desc, c.id;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_vendor_private_details(uuid)
CREATE OR REPLACE FUNCTION public.get_vendor_private_details(p_vendor_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select to_jsonb(v) - array['id', 'company_id', 'vendor_id', 'user_id', 'created_by', 'vendor_name', 'phone_number',
                              'primary_contact_name', 'primary_contact_email', 'created_at', 'updated_at']
  from public.vendors v
  where v.id = p_vendor_id
    and ((select private.is_platform_admin())
         or exists (select 1 from public.talent_vendor_users tvu
                    where tvu.vendor_id = v.id and tvu.user_id = (select auth.uid()) and tvu.role = 'admin'))
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_vendor_report(date,date)
CREATE OR REPLACE FUNCTION public.get_vendor_report(p_from date, p_to date)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_vendors uuid[];
  v_start timestamptz := (p_from::timestamp at time zone 'UTC');
  v_end timestamptz := ((p_to + 1)::timestamp at time zone 'UTC');
begin
  perform private.check_report_range(p_from, p_to);
  select coalesce(array_agg(v), '{}') into v_vendors from private.member_vendor_ids() v;
  if cardinality(v_vendors) = 0 then
    raise exception 'Only talent-vendor staff can view this report' using errcode = '42501';
  end if;
  return (
    with subs as materialized (
      select f.job_id, f.vendor_id, private.vendor_visible_rank(f.furthest, st.stages) as furthest, f.applied_at,
             r.released_at,
             case when r.released_at <= f.applied_at then extract(epoch from f.applied_at - r.released_at) end as secs
      from private.application_report_facts f
      cross join lateral (select private.vendor_stages_of(f.company_id) as stages) st
      left join public.vendor_job_assignments vja on vja.job_id = f.job_id and vja.vendor_id = f.vendor_id
      left join lateral (select private.vendor_release_at(vja.created_at, vja.tier, f.company_id) as released_at) r
        on vja.id is not null
      where f.vendor_id = any (v_vendors) and f.applied_at >= v_start and f.applied_at < v_end
    ), totals as (
      select count(*) as applied,
             count(*) filter (where s.furthest >= 2) as reviewing,
             count(*) filter (where s.furthest >= 3) as interview,
             count(*) filter (where s.furthest >= 4) as offered,
             count(*) filter (where s.furthest >= 5) as hired,
             count(s.secs) as timed,
             percentile_cont(array[0.5, 0.9]) within group (order by s.secs) as release_p
      from subs s
    ), jobs as (
      select s.job_id, min(s.released_at) as released_at, count(*) as submissions,
             count(*) filter (where s.furthest >= 5) as hires,
             percentile_cont(array[0.5, 0.9]) within group (order by s.secs) as release_p
      from subs s group by s.job_id
    )
    select jsonb_build_object(
      'funnel', private.report_funnel(t.applied, t.reviewing, t.interview, t.offered, t.hired),
      'release_to_submission', jsonb_build_object('count', t.timed) || private.report_days(t.release_p),
      'jobs', coalesce((
        select jsonb_agg(jsonb_build_object('job_id', j.job_id, 'title', jb.title, 'company_name', co.name,
                                            'released_at', j.released_at, 'submissions', j.submissions,
                                            'hires', j.hires) || private.report_days(j.release_p)
                         order by j.submissions desc, jb.title, j.job_id)
        from jobs j
        join public.jobs jb on jb.id = j.job_id
        join public.companies co on co.id = jb.company_id), '[]'::jsonb))
    from totals t
  );
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_vendor_tier_delays()
CREATE OR REPLACE FUNCTION public.get_vendor_tier_delays()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company uuid := (select ids.id from private.company_ids_with_role() ids (id) limit 1);
begin
  if v_company is null then
    raise exception 'Only company staff can view the vendor release delays' using errcode = '42501';
  end if;
  return (
    select jsonb_build_object(
      'tier2_hours', (extract(epoch from coalesce(s.vendor_tier2_delay, interval '48 hours')) / 3600)::int,
      'tier3_hours', (extract(epoch from coalesce(s.vendor_tier3_delay, interval '48 hours')) / 3600)::int)
    from (select 1) one
    left join public.company_pipeline_settings s on s.company_id = v_company);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.get_vendor_visible_stages()
CREATE OR REPLACE FUNCTION public.get_vendor_visible_stages()
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company uuid := private.current_company_id();
begin
  if v_company is null then
    raise exception 'Only company staff can view the stages vendors see' using errcode = '42501';
  end if;
  return array(select s from unnest(private.vendor_stage_order()) with ordinality o (s, n)
               where s = any (private.vendor_stages_of(v_company)) order by n);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.invite_candidate_to_job(uuid,uuid)
CREATE OR REPLACE FUNCTION public.invite_candidate_to_job(p_job_id uuid, p_candidate_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_job public.jobs;
  v_company text;
  v_candidate public.candidates;
  v_id uuid;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to invite candidates' using errcode = '42501';
  end if;
  select * into v_job from public.jobs where id = p_job_id;
  if v_job.id is null then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  if v_job.company_id not in (select private.company_ids_with_role(
       array['company_admin', 'subscription_admin', 'manager', 'recruiter'])) then
    raise exception 'Only the hiring team of this job can invite candidates to it' using errcode = '42501';
  end if;
  if not private.job_is_open(p_job_id) or coalesce(v_job.expires_at <= now(), false) then
    raise exception 'Only an open job takes invitations' using errcode = '22023';
  end if;
  -- the same pool the suggestions come from: nothing a partnership does not share
  select * into v_candidate from public.candidates
  where id = p_candidate_id and managing_company_id = any (private.suggestion_company_ids(p_job_id));
  if v_candidate.id is null then
    raise exception 'Candidate not found' using errcode = 'P0002';
  end if;
  if nullif(btrim(coalesce(v_candidate.email, '')), '') is null then
    raise exception 'This candidate has no e-mail address to invite' using errcode = '22023';
  end if;
  if exists (select 1 from public.applications where job_id = p_job_id and candidate_id = p_candidate_id) then
    raise exception 'This candidate has already applied to this job' using errcode = '23505';
  end if;
  insert into public.job_invitations (job_id, candidate_id, invited_by_user_id)
  values (p_job_id, p_candidate_id, (select auth.uid()))
  on conflict on constraint job_invitations_once do nothing
  returning id into v_id;
  if v_id is null then
    raise exception 'This candidate was already invited to this job' using errcode = '23505';
  end if;

  select name into v_company from public.companies where id = v_job.company_id;
  -- the function mails everyone invited, so the notification is not mailed again
  if v_candidate.user_id is not null then
    insert into public.notifications (user_id, type, title, message, link, data, emailed_at)
    values (v_candidate.user_id, 'job_invitation', 'Invitation to apply',
      format('%s invites you to apply for %s.', v_company, v_job.title), '/jobs/' || p_job_id,
      jsonb_build_object('job_id', p_job_id, 'invitation_id', v_id), now());
  end if;
  return json_build_object('invitationId', v_id, 'email', btrim(v_candidate.email),
    'firstName', v_candidate.first_name, 'jobTitle', v_job.title, 'companyName', v_company,
    'notified', v_candidate.user_id is not null);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.job_alert_unsubscribe_token(uuid)
CREATE OR REPLACE FUNCTION public.job_alert_unsubscribe_token(p_search_id uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.signed_link_token('job_alert_unsubscribe', p_search_id)
$function$

owner postgres
acl postgres=X/postgres, service_role=X/postgres

-- function public.leave_managing_company()
CREATE OR REPLACE FUNCTION public.leave_managing_company()
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_candidate uuid;
  v_company uuid;
begin
  if v_uid is null then
    raise exception 'You must be signed in to leave a company' using errcode = '42501';
  end if;
  select c.id, c.managing_company_id into v_candidate, v_company
  from public.candidates c where c.user_id = v_uid
  for update;
  if v_company is null then
    raise exception 'No company manages your profile' using errcode = '22023';
  end if;
  update public.candidates set managing_company_id = null, is_managed_by_company = false
  where id = v_candidate;
  delete from public.candidate_assignments where candidate_id = v_candidate;
  return jsonb_build_object('company_id', v_company);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.list_audit_entries(uuid,text,uuid,timestamp with time zone,timestamp with time zone,integer,integer)
CREATE OR REPLACE FUNCTION public.list_audit_entries(p_company_id uuid DEFAULT NULL::uuid, p_action text DEFAULT NULL::text, p_actor_id uuid DEFAULT NULL::uuid, p_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_to timestamp with time zone DEFAULT NULL::timestamp with time zone, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0)
 RETURNS TABLE(id bigint, occurred_at timestamp with time zone, chain text, action text, actor_id uuid, actor_name text, target_type text, target_id text, target_name text, company_id uuid, company_name text, details jsonb, hash text, total bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company uuid := private.audit_trail_company(p_company_id, 'read');
begin
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'Page size must be between 1 and 1000' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'Offset must not be negative' using errcode = '22023';
  end if;
  return query
  with page as (
    select e.*, count(*) over () as total
    from audit.entries e
    where (v_company is null or e.company_id = v_company)
      and (p_action is null or e.action = p_action)
      and (p_actor_id is null or e.actor_id = p_actor_id)
      and (p_from is null or e.occurred_at >= p_from)
      and (p_to is null or e.occurred_at < p_to)
    order by e.id desc
    limit p_limit offset p_offset
  )
  select p.id, p.occurred_at, p.chain, p.action, p.actor_id, private.audit_person_name(p.actor_id),
    p.target_type, p.target_id, private.audit_target_name(p.target_type, p.target_id),
    p.company_id, co.name, p.details, p.hash, p.total
  from page p
  left join public.companies co on co.id = p.company_id
  order by p.id desc;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.list_company_applications(uuid,integer,integer)
CREATE OR REPLACE FUNCTION public.list_company_applications(p_company_id uuid, p_offset integer DEFAULT 0, p_limit integer DEFAULT 10)
 RETURNS TABLE(id uuid, status text, applied_at timestamp with time zone, source_label text, candidate_first_name text, candidate_last_name text, candidate_title text, job_id uuid, job_title text, job_company_id uuid, total bigint)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
declare
  v_total bigint;
begin
  if p_company_id is null then
    raise exception 'Choose a company' using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'Page size must be between 1 and 100' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'Offset must not be negative' using errcode = '22023';
  end if;
  v_total := public.count_company_applications(p_company_id);
  return query
    select p.id, p.status, p.applied_at, p.source_label, p.first_name, p.last_name, p.title,
           p.job_id, p.job_title, p.job_company_id, v_total
    from (select 1) t
    left join lateral (
      select a.id, a.status, a.applied_at, a.source_label, c.first_name, c.last_name, c.title,
             j.id as job_id, j.title as job_title, j.company_id as job_company_id
      from public.applications a
      left join public.candidates c on c.id = a.candidate_id
      left join public.jobs j on j.id = a.job_id
      where a.company_id = p_company_id
      order by a.applied_at desc, a.id desc
      offset p_offset limit p_limit
    ) p on true
    order by p.applied_at desc nulls last, p.id desc;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.list_ownership_conflicts(integer,integer)
CREATE OR REPLACE FUNCTION public.list_ownership_conflicts(p_page integer DEFAULT 1, p_page_size integer DEFAULT 10)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company uuid;
  v_size integer := least(greatest(coalesce(p_page_size, 10), 1), 50);
  v_offset integer := (greatest(coalesce(p_page, 1), 1) - 1) * least(greatest(coalesce(p_page_size, 10), 1), 50);
begin
  select ids.id into v_company
  from private.company_ids_with_role(array['company_admin', 'subscription_admin', 'manager']) ids(id) limit 1;
  if v_company is null then
    raise exception 'Only company admins and managers can see ownership conflicts' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'total', (select count(*) from public.ownership_conflicts oc where oc.company_id = v_company),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', oc.id,
          'created_at', oc.created_at,
          'job_id', oc.job_id,
          'job_title', j.title,
          'application_id', oc.application_id,
          'candidate_name', nullif(btrim(c.first_name || ' ' || c.last_name), ''),
          'owner_name', ov.vendor_name,
          'owner_since', o.starts_at,
          'owner_until', o.starts_at + private.ownership_window(v_company),
          'challenger_kind', oc.challenger_kind,
          'challenger_label', oc.challenger_label,
          'decision', oc.decision) order by oc.created_at desc, oc.id desc)
      from (select * from public.ownership_conflicts x where x.company_id = v_company
            order by x.created_at desc, x.id desc limit v_size offset v_offset) oc
      left join public.jobs j on j.id = oc.job_id
      left join public.applications a on a.id = oc.application_id
      left join public.candidates c on c.id = a.candidate_id
      left join public.vendors ov on ov.id = oc.owner_vendor_id
      left join public.candidate_ownerships o on o.id = oc.ownership_id), '[]'));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.list_public_pages()
CREATE OR REPLACE FUNCTION public.list_public_pages()
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select json_build_object(
    'jobs', coalesce((
      select json_agg(json_build_object('id', j.id, 'updated_at', j.updated_at) order by j.created_at desc, j.id desc)
      from public.jobs j
      where j.status in ('published', 'open', 'active')
        and (j.expires_at is null or j.expires_at >= private.board_today())
        and j.company_listed), '[]'),
    'companies', coalesce((
      select json_agg(json_build_object('slug', c.slug, 'updated_at', c.updated_at) order by c.slug)
      from public.companies c
      where c.is_approved and private.company_listed(c.id)), '[]'))
$function$

owner postgres
acl anon=X/postgres, authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.list_vendor_submissions(integer,integer)
CREATE OR REPLACE FUNCTION public.list_vendor_submissions(p_page integer DEFAULT 1, p_page_size integer DEFAULT 10)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_vendors uuid[] := array(select private.member_vendor_ids());
begin
  if cardinality(v_vendors) = 0 then
    raise exception 'Only talent-vendor staff can view submissions' using errcode = '42501';
  end if;
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size not between 1 and 100 then
    raise exception 'Page must be 1 or more and page size between 1 and 100' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'total', (select count(*) from public.applications a where a.applied_by_vendor_id = any (v_vendors)),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', p.id, 'applied_at', p.applied_at,
               'stage', private.vendor_stage_of(p, private.vendor_stages_of(p.company_id)),
               'candidate', jsonb_build_object('first_name', c.first_name, 'last_name', c.last_name),
               'job', jsonb_build_object('title', j.title))
             order by p.applied_at desc, p.id)
      from (select a.* from public.applications a
            where a.applied_by_vendor_id = any (v_vendors)
            order by a.applied_at desc, a.id
            limit p_page_size offset (p_page - 1)::bigint * p_page_size) p
      join public.candidates c on c.id = p.candidate_id
      join public.jobs j on j.id = p.job_id), '[]'::jsonb));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.mark_all_notifications_read()
CREATE OR REPLACE FUNCTION public.mark_all_notifications_read()
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_count integer;
begin
  update public.notifications n set is_read = true
  where n.user_id = (select auth.uid()) and not n.is_read;
  get diagnostics v_count = row_count;
  return v_count;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.mark_notification_read(uuid)
CREATE OR REPLACE FUNCTION public.mark_notification_read(notification_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.notifications n set is_read = true
  where n.id = mark_notification_read.notification_id and n.user_id = (select auth.uid());
  if not found then
    raise exception 'Notification not found' using errcode = 'P0002';
  end if;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.move_applications(uuid[],text[],text,text,boolean)
CREATE OR REPLACE FUNCTION public.move_applications(p_application_ids uuid[], p_expected_statuses text[], p_to_status text, p_reason text DEFAULT NULL::text, p_send_email boolean DEFAULT false)
 RETURNS TABLE(id uuid, status text, status_changed_at timestamp with time zone, emails_queued integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  v_count integer := coalesce(cardinality(p_application_ids), 0);
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_company uuid;
  v_row record;
  v_stale integer := 0;
  v_stale_status text;
  v_emails integer := 0;
  v_found integer := 0;
  v_workable uuid[] := '{}';
begin
  if p_to_status is null or p_to_status not in ('applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected') then
    raise exception 'Unknown stage: %', coalesce(p_to_status, 'none') using errcode = '22023';
  end if;
  if v_count = 0 or v_count > 100 then
    raise exception 'Choose between 1 and 100 applications to move' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_expected_statuses), 0) <> v_count then
    raise exception 'Give the current stage of every application you move' using errcode = '22023';
  end if;
  if (select count(distinct x) from unnest(p_application_ids) x) <> v_count or array_position(p_application_ids, null) is not null then
    raise exception 'Each application can be moved once per request' using errcode = '22023';
  end if;
  if length(v_reason) > 500 then
    raise exception 'The reason can be at most 500 characters' using errcode = '22023';
  end if;
  if p_to_status = 'rejected' and v_reason is null then
    raise exception 'Choose a reason for the rejection' using errcode = '22023';
  end if;

  -- Locks in id order, so two bulk moves over the same applications cannot deadlock.
  for v_row in
    select a.id, a.status, a.job_id, a.company_id, e.expected
    from public.applications a
    join unnest(p_application_ids, p_expected_statuses) as e (id, expected) on e.id = a.id
    order by a.id
    for update of a
  loop
    v_found := v_found + 1;
    -- each job of the selection is checked once
    if not v_row.job_id = any (v_workable) then
      if not private.can_work_job(v_row.job_id) then
        raise exception 'You do not have permission to move this application' using errcode = '42501';
      end if;
      v_workable := v_workable || v_row.job_id;
    end if;
    if v_company is not null and v_company <> v_row.company_id then
      raise exception 'Move applications of one company at a time' using errcode = '22023';
    end if;
    v_company := v_row.company_id;
    if v_row.status = 'withdrawn' then
      raise exception 'The candidate has withdrawn this application; it can no longer be moved' using errcode = 'PT409';
    end if;
    if v_row.status is distinct from v_row.expected then
      v_stale := v_stale + 1;
      v_stale_status := v_row.status;
    end if;
  end loop;
  if v_found <> v_count then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if v_stale = 1 and v_count = 1 then
    raise exception 'Someone else moved this application to % in the meantime. Nothing was changed; the board now shows its current stage.',
      case v_stale_status when 'applied' then 'New' else private.status_label(v_stale_status) end using errcode = 'PT409';
  elsif v_stale > 0 then
    raise exception '% of the selected applications were moved by someone else in the meantime. Nothing was changed; the board now shows their current stages.',
      v_stale using errcode = 'PT409';
  end if;
  if p_to_status = 'rejected' and not v_reason = any (
      coalesce((select s.rejection_reasons from public.company_pipeline_settings s where s.company_id = v_company),
               private.default_rejection_reasons())) then
    raise exception 'Choose one of the company''s rejection reasons' using errcode = '22023';
  end if;

  perform set_config('portal.stage_reason', coalesce(v_reason, ''), true);
  update public.applications a set status = p_to_status
  where a.id = any (p_application_ids) and a.status <> p_to_status;
  perform set_config('portal.stage_reason', '', true);

  if p_send_email and p_to_status <> 'applied' then
    v_emails := private.queue_stage_emails(p_application_ids, p_to_status);
  end if;

  return query
    select a.id, a.status, a.status_changed_at, v_emails from public.applications a
    where a.id = any (p_application_ids) order by a.id;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.my_document_access()
CREATE OR REPLACE FUNCTION public.my_document_access()
 RETURNS TABLE(id bigint, occurred_at timestamp with time zone, viewer_name text, company_name text, document text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select e.id, e.occurred_at, private.audit_person_name(e.actor_id), co.name, e.details ->> 'document'
  from public.candidates c
  join audit.entries e on e.target_id = c.id::text and e.action = 'candidate.document_viewed'
  left join public.companies co on co.id = e.company_id
  where c.user_id = (select auth.uid())
  order by e.id desc
  limit 500
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.record_audit_event(text,text,text,uuid,jsonb,uuid)
CREATE OR REPLACE FUNCTION public.record_audit_event(p_action text, p_target_type text, p_target_id text, p_company_id uuid, p_details jsonb, p_actor_id uuid)
 RETURNS bigint
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select audit.append(p_action, p_target_type, p_target_id, p_company_id, p_details, p_actor_id)
$function$

owner postgres
acl postgres=X/postgres, service_role=X/postgres

-- function public.record_audit_trail_export(integer,uuid,text,timestamp with time zone,timestamp with time zone)
CREATE OR REPLACE FUNCTION public.record_audit_trail_export(p_rows integer, p_company_id uuid DEFAULT NULL::uuid, p_action text DEFAULT NULL::text, p_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_to timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company uuid := private.audit_trail_company(p_company_id, 'export');
begin
  if p_rows is null or p_rows < 0 then
    raise exception 'The number of exported entries must not be negative' using errcode = '22023';
  end if;
  return audit.append('audit.trail_exported', 'audit_trail', coalesce(v_company::text, 'all'), v_company,
    jsonb_strip_nulls(jsonb_build_object('entries', p_rows, 'action', p_action,
      'from', p_from, 'to', p_to)));
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.refresh_matches(integer)
CREATE OR REPLACE FUNCTION public.refresh_matches(p_limit integer DEFAULT 500)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_item private.match_queue;
  v_started timestamptz := clock_timestamp();
  v_done integer := 0;
  v_oldest timestamptz;
begin
  loop
    select q.* into v_item from private.match_queue q
    order by exists (select 1 from private.match_candidate_lists l
                     where q.kind = 'candidate' and l.candidate_id = q.entity_id and l.refreshed_at is null),
             q.queued_at
    limit 1 for update of q skip locked;
    exit when v_item.entity_id is null or v_done >= p_limit or clock_timestamp() - v_started > interval '1 second';
    delete from private.match_queue where kind = v_item.kind and entity_id = v_item.entity_id;
    v_oldest := coalesce(v_oldest, v_item.queued_at);
    if v_item.kind = 'job' then
      perform private.refresh_matches_of_job(v_item.entity_id);
    elsif v_item.kind = 'job_list' then
      perform private.refresh_job_suggestions(v_item.entity_id);
    elsif v_item.kind = 'candidate' then
      perform private.refresh_matches_of_candidate(v_item.entity_id);
    else
      -- a company's approval or partnership: each of its jobs, queued behind what waits already
      perform private.enqueue_match('job', array(select id from public.jobs where company_id = v_item.entity_id));
    end if;
    v_done := v_done + 1;
  end loop;
  return json_build_object('refreshed', v_done, 'remaining', (select count(*) from private.match_queue),
    'oldestQueuedAt', v_oldest);
end;
$function$

owner postgres
acl postgres=X/postgres, service_role=X/postgres

-- function public.remove_certificate_url(uuid,text)
CREATE OR REPLACE FUNCTION public.remove_certificate_url(p_user_id uuid, p_certificate_url text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.assert_self_or_admin(p_user_id);
  update public.candidates c
  set certificates = array_remove(c.certificates, p_certificate_url)
  where c.user_id = p_user_id;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.reschedule_interview(uuid,integer,timestamp without time zone,text,integer,uuid[],text,text)
CREATE OR REPLACE FUNCTION public.reschedule_interview(p_interview_id uuid, p_sequence integer, p_local_start timestamp without time zone, p_time_zone text, p_duration_minutes integer, p_interviewer_ids uuid[], p_location text DEFAULT NULL::text, p_video_link text DEFAULT NULL::text)
 RETURNS public.interviews
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row public.interviews;
  v_starts_at timestamptz;
begin
  v_row := private.interview_to_change(p_interview_id, p_sequence);
  v_starts_at := private.check_interview(v_row.company_id, p_local_start, p_time_zone, p_duration_minutes,
    p_interviewer_ids, p_location, p_video_link);
  update public.interviews set starts_at = v_starts_at, time_zone = p_time_zone,
    duration_minutes = p_duration_minutes, interviewer_ids = array(select distinct unnest(p_interviewer_ids)),
    location = nullif(btrim(p_location), ''), video_link = nullif(btrim(p_video_link), ''),
    sequence = sequence + 1
  where id = p_interview_id
  returning * into v_row;
  perform private.notify_interview(v_row, 'Interview moved', 'now takes place on');
  return v_row;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.respond_to_representation_request(text,boolean)
CREATE OR REPLACE FUNCTION public.respond_to_representation_request(p_token text, p_confirm boolean)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_request public.representation_requests;
  v_app uuid;
  v_title text;
begin
  if p_confirm is null then
    raise exception 'Please confirm or decline' using errcode = '22023';
  end if;
  v_request := private.representation_request_of(p_token, true);
  select j.title into v_title from public.jobs j where j.id = v_request.job_id;
  if not p_confirm then
    update public.representation_requests set status = 'declined', decided_at = now()
    where id = v_request.id returning * into v_request;
    perform audit.append('ownership.declined', 'representation_request', v_request.id::text, v_request.company_id,
      jsonb_build_object('vendor_id', v_request.vendor_id, 'job_id', v_request.job_id));
    perform private.notify(v_request.requested_by, 'application_update', 'Submission declined',
      format('The candidate declined to be represented for %s; the company was not sent the submission.', v_title),
      '/talent-vendor/dashboard', jsonb_build_object('representation_request_id', v_request.id));
    return private.representation_request_view(v_request);
  end if;

  begin
    insert into public.applications (job_id, candidate_id, status, source, applied_by_vendor_id, applied_by_user_id, pitch_note)
    values (v_request.job_id, v_request.candidate_id, 'applied', 'vendor', v_request.vendor_id, v_request.requested_by,
            v_request.pitch_note)
    returning id into v_app;
  exception when unique_violation then
    update public.representation_requests set status = 'lapsed', decided_at = now()
    where id = v_request.id returning * into v_request;
    perform audit.append('ownership.lapsed', 'representation_request', v_request.id::text, v_request.company_id,
      jsonb_build_object('vendor_id', v_request.vendor_id, 'job_id', v_request.job_id));
    return private.representation_request_view(v_request);
  end;
  insert into public.job_application_answers (application_id, question_id, answer)
  select v_app, (e ->> 'question_id')::uuid, nullif(btrim(coalesce(e ->> 'answer', '')), '')
  from jsonb_array_elements(v_request.answers) e
  where exists (select 1 from public.job_questions q where q.id = (e ->> 'question_id')::uuid)
  on conflict (application_id, question_id) do update set answer = excluded.answer;
  update public.representation_requests set status = 'confirmed', decided_at = now(), application_id = v_app
  where id = v_request.id returning * into v_request;
  perform audit.append('ownership.confirmed', 'application', v_app::text, v_request.company_id,
    jsonb_build_object('vendor_id', v_request.vendor_id, 'representation_request_id', v_request.id));
  perform private.notify(v_request.requested_by, 'application_update', 'Submission confirmed',
    format('The candidate confirmed your representation for %s; the company can now see the submission.', v_title),
    '/talent-vendor/dashboard', jsonb_build_object('application_id', v_app));
  return private.representation_request_view(v_request);
end;
$function$

owner postgres
acl anon=X/postgres, authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.revoke_talent_vendor_invitation(uuid)
CREATE OR REPLACE FUNCTION public.revoke_talent_vendor_invitation(p_invitation_id uuid)
 RETURNS public.talent_vendors
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_row public.talent_vendors;
begin
  select * into v_row from public.talent_vendors where id = p_invitation_id for update;
  if not found or not (
    (select private.is_platform_admin())
    or v_row.company_id in (select private.active_company_ids(array['company_admin', 'subscription_admin', 'manager', 'recruiter']))
  ) then
    raise exception 'Invitation not found' using errcode = 'P0002';
  end if;
  if v_row.status <> 'invited' then
    raise exception 'Only a pending invitation can be revoked' using errcode = '22023';
  end if;
  update public.talent_vendors
  set status = 'revoked', invitation_token = null
  where id = p_invitation_id
  returning * into v_row;
  return v_row;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.save_job_posting(uuid,uuid,uuid,jsonb,jsonb)
CREATE OR REPLACE FUNCTION public.save_job_posting(p_job_id uuid, p_company_id uuid, p_created_by uuid, p_job jsonb, p_questions jsonb)
 RETURNS public.jobs
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_columns text;
  v_values text;
  v_job public.jobs;
begin
  -- Only columns of the table the caller sent; ownership columns come from the arguments.
  select string_agg(format('%I', c.column_name), ', ' order by c.ordinal_position),
         string_agg(format('r.%I', c.column_name), ', ' order by c.ordinal_position)
    into v_columns, v_values
  from information_schema.columns c
  where c.table_schema = 'public' and c.table_name = 'jobs'
    and p_job ? c.column_name
    and c.column_name not in ('id', 'company_id', 'created_by', 'created_at', 'updated_at');

  if p_job_id is null then
    execute format(
      'insert into public.jobs (company_id, created_by%1$s) select $1, $2%2$s from jsonb_populate_record(null::public.jobs, $3) r returning *',
      coalesce(', ' || v_columns, ''), coalesce(', ' || v_values, ''))
      into v_job using p_company_id, p_created_by, p_job;
  else
    select * into v_job from public.jobs where id = p_job_id and company_id = p_company_id for update;
    if not found then
      raise exception 'Job not found' using errcode = 'P0002';
    end if;
    if v_columns is not null then
      execute format(
        'update public.jobs set (%1$s) = (select %1$s from jsonb_populate_record(null::public.jobs, $1)) where id = $2 returning *',
        v_columns)
        into v_job using p_job, p_job_id;
    end if;
  end if;

  if p_questions is not null then
    if p_job_id is not null and exists (select 1 from public.applications a where a.job_id = p_job_id) then
      -- Answers point at questions; rewriting them would orphan what candidates wrote.
      raise exception 'Questions cannot be changed after candidates have applied' using errcode = 'P0409';
    end if;
    delete from public.job_questions where job_id = v_job.id;
    insert into public.job_questions (job_id, question, question_type, is_required, options, position)
    select v_job.id, q.question, q.question_type, q.is_required, q.options, q.position
    from jsonb_to_recordset(p_questions)
      as q(question text, question_type text, is_required boolean, options jsonb, position integer);
  end if;
  return v_job;
end;
$function$

owner postgres
acl postgres=X/postgres, service_role=X/postgres

-- function public.save_job_preferences(text[],text[],text,text[],integer,text)
CREATE OR REPLACE FUNCTION public.save_job_preferences(p_desired_titles text[], p_locations text[], p_work_arrangement text, p_job_types text[], p_minimum_salary integer, p_experience_level text)
 RETURNS public.candidate_preferences
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_candidate_id uuid;
  v_saved public.candidate_preferences;
begin
  select c.id into v_candidate_id from public.candidates c where c.user_id = (select auth.uid());
  if v_candidate_id is null or coalesce((select p.role from public.profiles p where p.id = (select auth.uid())), 'candidate') <> 'candidate' then
    raise exception 'Only candidates can save job preferences' using errcode = '42501';
  end if;
  if p_work_arrangement is null or p_work_arrangement not in ('remote', 'onsite', 'any') then
    raise exception 'Choose remote, on-site or either' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(coalesce(p_job_types, '{}')) t
             where t is null or t not in ('FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE')) then
    raise exception 'Choose job types from the list' using errcode = '22023';
  end if;
  if p_minimum_salary is not null and (p_minimum_salary < 0 or p_minimum_salary > 10000000) then
    raise exception 'Minimum salary must be between 0 and 10,000,000' using errcode = '22023';
  end if;
  if p_experience_level is not null
     and p_experience_level not in ('entry_level', 'mid_level', 'senior_level', 'lead', 'executive') then
    raise exception 'Choose an experience level from the list' using errcode = '22023';
  end if;

  insert into public.candidate_preferences as cp (candidate_id, desired_titles, locations, work_arrangement,
    job_types, minimum_salary, experience_level)
  values (v_candidate_id,
    private.clean_text_list(p_desired_titles, 'Desired titles', 10, 100),
    private.clean_text_list(p_locations, 'Locations', 10, 100),
    p_work_arrangement,
    coalesce(array(select distinct t from unnest(coalesce(p_job_types, '{}')) t order by t), '{}'),
    p_minimum_salary,
    p_experience_level)
  on conflict (candidate_id) do update set
    desired_titles = excluded.desired_titles,
    locations = excluded.locations,
    work_arrangement = excluded.work_arrangement,
    job_types = excluded.job_types,
    minimum_salary = excluded.minimum_salary,
    experience_level = excluded.experience_level
  returning cp.* into v_saved;
  return v_saved;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.save_ownership_settings(integer,boolean)
CREATE OR REPLACE FUNCTION public.save_ownership_settings(p_window_months integer, p_confirm_vendor_submissions boolean)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company uuid;
  v_old public.company_pipeline_settings;
begin
  select ids.id into v_company
  from private.active_company_ids(array['company_admin', 'subscription_admin']) ids(id) limit 1;
  if v_company is null then
    raise exception 'Only company admins can change ownership settings' using errcode = '42501';
  end if;
  if p_window_months is null or p_window_months not between 1 and 24 then
    raise exception 'The ownership window must be between 1 and 24 months' using errcode = '22023';
  end if;
  if p_confirm_vendor_submissions is null then
    raise exception 'Choose whether candidates confirm vendor submissions' using errcode = '22023';
  end if;
  select s.* into v_old from public.company_pipeline_settings s where s.company_id = v_company;
  insert into public.company_pipeline_settings (company_id, rejection_reasons, ownership_window_months,
                                                confirm_vendor_submissions)
  values (v_company, private.default_rejection_reasons(), p_window_months, p_confirm_vendor_submissions)
  on conflict (company_id) do update set ownership_window_months = excluded.ownership_window_months,
    confirm_vendor_submissions = excluded.confirm_vendor_submissions;
  if coalesce(v_old.ownership_window_months, 6) <> p_window_months
     or coalesce(v_old.confirm_vendor_submissions, false) <> p_confirm_vendor_submissions then
    perform audit.append('ownership.settings_changed', 'company', v_company::text, v_company,
      jsonb_build_object('window_months', p_window_months,
                         'confirm_vendor_submissions', p_confirm_vendor_submissions));
  end if;
  return public.get_ownership_settings();
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.schedule_interview(uuid,timestamp without time zone,text,integer,uuid[],text,text)
CREATE OR REPLACE FUNCTION public.schedule_interview(p_application_id uuid, p_local_start timestamp without time zone, p_time_zone text, p_duration_minutes integer, p_interviewer_ids uuid[], p_location text DEFAULT NULL::text, p_video_link text DEFAULT NULL::text)
 RETURNS public.interviews
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_app public.applications;
  v_row public.interviews;
  v_starts_at timestamptz;
begin
  select * into v_app from public.applications where id = p_application_id;
  if not found or not private.can_work_application(p_application_id) then
    raise exception 'You cannot schedule interviews for this application' using errcode = '42501';
  end if;
  v_starts_at := private.check_interview(v_app.company_id, p_local_start, p_time_zone, p_duration_minutes,
    p_interviewer_ids, p_location, p_video_link);
  insert into public.interviews (application_id, company_id, candidate_id, scheduled_by, starts_at, time_zone,
    duration_minutes, interviewer_ids, location, video_link)
  values (v_app.id, v_app.company_id, v_app.candidate_id, (select auth.uid()), v_starts_at, p_time_zone,
    p_duration_minutes, array(select distinct unnest(p_interviewer_ids)),
    nullif(btrim(p_location), ''), nullif(btrim(p_video_link), ''))
  returning * into v_row;
  perform private.notify_interview(v_row, 'Interview scheduled', 'is scheduled for');
  return v_row;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.search_public_jobs(text,text,boolean,text,text,integer,text,integer,integer,timestamp with time zone)
CREATE OR REPLACE FUNCTION public.search_public_jobs(p_query text DEFAULT NULL::text, p_location text DEFAULT NULL::text, p_remote boolean DEFAULT NULL::boolean, p_job_type text DEFAULT NULL::text, p_experience_level text DEFAULT NULL::text, p_min_salary integer DEFAULT NULL::integer, p_sort text DEFAULT 'newest'::text, p_page integer DEFAULT 1, p_page_size integer DEFAULT 20, p_posted_after timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_query tsquery := private.board_words_query(p_query);
  v_location tsquery := private.board_words_query(p_location);
  v_today timestamptz := private.board_today();
  v_sort text := coalesce(p_sort, 'newest');
  v_page integer := coalesce(p_page, 1);
  v_size integer := coalesce(p_page_size, 20);
  v_company_ids uuid[];
  v_where text;
  v_order text;
  v_page_sql text;
  v_total integer;
  v_jobs json;
begin
  if length(p_query) > 100 or length(p_location) > 100 then
    raise exception 'Search text can be at most 100 characters' using errcode = '22023';
  end if;
  if p_job_type is not null and p_job_type not in ('FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE') then
    raise exception 'Unknown job type: %', p_job_type using errcode = '22023';
  end if;
  if p_experience_level is not null
     and p_experience_level not in ('entry_level', 'mid_level', 'senior_level', 'lead', 'executive') then
    raise exception 'Unknown experience level: %', p_experience_level using errcode = '22023';
  end if;
  if p_min_salary is not null and p_min_salary < 0 then
    raise exception 'Minimum salary cannot be negative' using errcode = '22023';
  end if;
  if v_sort not in ('newest', 'salary') then
    raise exception 'Unknown sort: %', v_sort using errcode = '22023';
  end if;
  if v_page < 1 or v_size < 1 or v_size > 50 then
    raise exception 'Page must be 1 or more and page size between 1 and 50' using errcode = '22023';
  end if;

  -- Companies named by the search; few, and looked up once instead of per job.
  if v_query is not null then
    select coalesce(array_agg(c.id), '{}') into v_company_ids
    from public.companies c
    where c.is_approved
      and to_tsvector('simple'::regconfig, c.name || ' ' || coalesce(c.dba_name, '')) @@ v_query;
  end if;

  -- Only the filters in use go into the statement, so each search is planned for what it asks.
  v_where := '(j.expires_at is null or j.expires_at >= $1)'
    || case when v_query is not null then ' and (j.words @@ $2 or j.company_id = any($3))' else '' end
    || case when v_location is not null then ' and j.location_words @@ $4' else '' end
    || case when p_remote is not null then ' and j.is_remote = $5' else '' end
    || case when p_job_type is not null then ' and j.job_type = $6' else '' end
    || case when p_experience_level is not null then ' and j.experience_level = $7' else '' end
    || case when p_min_salary is not null then ' and j.salary_sort >= $8' else '' end
    || case when p_posted_after is not null then ' and j.created_at > $9' else '' end;
  v_order := case when v_sort = 'salary' then 'j.salary_sort desc nulls last, ' else '' end
    || 'j.created_at desc, j.job_id desc';

  -- One scan finds up to 1001 matches: their number is the total, and when that is all of them the
  -- page is cut from them. Only a search matching more than 1000 jobs reads its page again, in the
  -- order of an index.
  v_page_sql := 'select coalesce(json_agg(private.board_job(jobs, c, false) order by '
    || replace(v_order, 'j.', 'page.') || '), ''[]'') from (%s order by ' || v_order
    || ' offset $10 limit $11) page join public.jobs jobs on jobs.id = page.job_id'
    || ' join public.companies c on c.id = jobs.company_id';
  execute 'with j as materialized (select j.job_id, j.salary_sort, j.created_at from private.board_jobs j where '
      || v_where || ' limit 1001) select (select count(*) from j), ('
      || format(v_page_sql, 'select j.job_id, j.salary_sort, j.created_at from j') || ')'
    into v_total, v_jobs
    using v_today, v_query, v_company_ids, v_location, p_remote, p_job_type, p_experience_level, p_min_salary,
      p_posted_after, (v_page::bigint - 1) * v_size, v_size;
  if v_total > 1000 then
    execute format(v_page_sql, 'select j.job_id, j.salary_sort, j.created_at from private.board_jobs j where ' || v_where)
      into v_jobs
      using v_today, v_query, v_company_ids, v_location, p_remote, p_job_type, p_experience_level, p_min_salary,
        p_posted_after, (v_page::bigint - 1) * v_size, v_size;
  end if;

  return json_build_object(
    'jobs', v_jobs,
    'total', least(v_total, 1000),
    'total_capped', v_total > 1000,
    'page', v_page,
    'page_size', v_size,
    'sort', v_sort);
end;
$function$

owner postgres
acl anon=X/postgres, authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.set_vendor_tier_delays(integer,integer)
CREATE OR REPLACE FUNCTION public.set_vendor_tier_delays(p_tier2_hours integer, p_tier3_hours integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company uuid := (select ids.id from private.active_company_ids(array['company_admin', 'subscription_admin']) ids (id)
                     limit 1);
begin
  if v_company is null then
    raise exception 'Only company admins can change the vendor release delays' using errcode = '42501';
  end if;
  if p_tier2_hours is null or p_tier2_hours not between 0 and 2160 then
    raise exception 'The tier 2 delay must be between 0 and 2160 hours (90 days)' using errcode = '22023';
  end if;
  if p_tier3_hours is null or p_tier3_hours not between 0 and 2160 then
    raise exception 'The tier 3 delay must be between 0 and 2160 hours (90 days)' using errcode = '22023';
  end if;
  insert into public.company_pipeline_settings as s (company_id, rejection_reasons, vendor_tier2_delay, vendor_tier3_delay)
  values (v_company, private.default_rejection_reasons(), make_interval(hours => p_tier2_hours),
          make_interval(hours => p_tier3_hours))
  on conflict (company_id) do update
    set vendor_tier2_delay = excluded.vendor_tier2_delay, vendor_tier3_delay = excluded.vendor_tier3_delay;
  return jsonb_build_object('tier2_hours', p_tier2_hours, 'tier3_hours', p_tier3_hours);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.set_vendor_visible_stages(text[])
CREATE OR REPLACE FUNCTION public.set_vendor_visible_stages(p_stages text[])
 RETURNS text[]
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_company uuid := (select ids.id from private.active_company_ids(array['company_admin', 'subscription_admin']) ids (id)
                     limit 1);
  v_stages text[];
begin
  if v_company is null then
    raise exception 'Only company admins can change the stages vendors see' using errcode = '42501';
  end if;
  if p_stages is null or exists (select 1 from unnest(p_stages) s where s is null or not (s = any (private.vendor_stage_order()))) then
    raise exception 'Choose stages from the pipeline' using errcode = '22023';
  end if;
  if not ('applied' = any (p_stages)) then
    raise exception 'Vendors always see Submitted' using errcode = '22023';
  end if;
  v_stages := array(select s from unnest(private.vendor_stage_order()) with ordinality o (s, n)
                    where s = any (p_stages) order by n);
  insert into public.company_pipeline_settings as s (company_id, rejection_reasons, vendor_visible_stages)
  values (v_company, private.default_rejection_reasons(), v_stages)
  on conflict (company_id) do update set vendor_visible_stages = excluded.vendor_visible_stages;
  return v_stages;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.submit_vendor_candidate(uuid,uuid,jsonb,text,uuid[])
CREATE OR REPLACE FUNCTION public.submit_vendor_candidate(p_job_id uuid, p_candidate_id uuid, p_answers jsonb DEFAULT '[]'::jsonb, p_pitch_note text DEFAULT NULL::text, p_document_ids uuid[] DEFAULT '{}'::uuid[])
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_vendor uuid;
  v_id uuid;
  v_pitch text := nullif(btrim(coalesce(p_pitch_note, '')), '');
  v_documents uuid[] := array(select distinct unnest(coalesce(p_document_ids, '{}')));
  v_company uuid;
  v_confirm boolean;
  v_candidate public.candidates;
  v_since timestamptz;
begin
  if v_uid is null then
    raise exception 'Please sign in to submit candidates' using errcode = '42501';
  end if;
  select c.created_by_vendor_id into v_vendor from public.candidates c
  where c.id = p_candidate_id and c.created_by_vendor_id in (select private.member_vendor_ids());
  if v_vendor is null then
    raise exception 'You can only submit your vendor''s own candidates' using errcode = '42501';
  end if;
  if p_job_id is null or p_job_id not in (select private.vendor_job_ids()) then
    raise exception 'This job is not assigned to you' using errcode = '42501';
  end if;
  -- The rule every application's answers follow (required ones, choices, ratings, and files the
  -- caller uploaded into their folder for the job).
  perform private.check_application_answers(p_job_id, p_answers);
  if char_length(v_pitch) > 2000 then
    raise exception 'The pitch note can be at most 2000 characters' using errcode = '22023';
  end if;
  perform private.check_submission_documents(v_vendor, p_candidate_id, v_documents);

  select j.company_id, coalesce(s.confirm_vendor_submissions, false) into v_company, v_confirm
  from public.jobs j left join public.company_pipeline_settings s on s.company_id = j.company_id
  where j.id = p_job_id;
  if v_confirm then
    select c.* into v_candidate from public.candidates c where c.id = p_candidate_id;
    if nullif(btrim(coalesce(v_candidate.email, '')), '') is null then
      raise exception 'This company asks candidates to confirm by e-mail before it sees a submission; add the candidate''s e-mail address first'
        using errcode = '22023';
    end if;
    -- The same lock as the one-open-application check, so a request and an application at once queue.
    perform pg_advisory_xact_lock(hashtextextended('application:' || p_job_id || ':' || v_candidate.person_id, 0));
    select min(t.since) into v_since from (
      select a.applied_at as since from public.applications a
      where a.job_id = p_job_id and a.person_id = v_candidate.person_id and private.application_is_open(a.status)
      union all
      select r.created_at from public.representation_requests r
      where r.job_id = p_job_id and r.person_id = v_candidate.person_id and r.status = 'pending' and r.expires_at > now()
    ) t;
    if v_since is not null then
      return private.refuse_vendor_submission(p_job_id, v_candidate.person_id, v_vendor, v_uid, v_since);
    end if;
    insert into public.representation_requests (company_id, job_id, candidate_id, person_id, vendor_id, requested_by,
                                                answers, pitch_note, document_ids)
    values (v_company, p_job_id, p_candidate_id, v_candidate.person_id, v_vendor, v_uid,
            coalesce(p_answers, '[]'), v_pitch, v_documents)
    returning id into v_id;
    perform audit.append('ownership.confirmation_requested', 'representation_request', v_id::text, v_company,
      jsonb_build_object('vendor_id', v_vendor, 'job_id', p_job_id));
    return jsonb_build_object('id', v_id, 'held', true);
  end if;

  -- The one open application check, under its lock, before anything is made: a refusal is
  -- answered rather than raised, so the conflict it records is kept.
  select c.* into v_candidate from public.candidates c where c.id = p_candidate_id;
  if v_candidate.person_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('application:' || p_job_id || ':' || v_candidate.person_id, 0));
    select min(a.applied_at) into v_since from public.applications a
    where a.job_id = p_job_id and a.person_id = v_candidate.person_id and private.application_is_open(a.status);
    if v_since is not null then
      return private.refuse_vendor_submission(p_job_id, v_candidate.person_id, v_vendor, v_uid, v_since);
    end if;
  end if;

  insert into public.applications (job_id, candidate_id, status, source, applied_by_vendor_id, applied_by_user_id, pitch_note)
  values (p_job_id, p_candidate_id, 'applied', 'vendor', v_vendor, v_uid, v_pitch)
  returning id into v_id;
  insert into public.job_application_answers (application_id, question_id, answer)
  select v_id, (e ->> 'question_id')::uuid, nullif(btrim(coalesce(e ->> 'answer', '')), '')
  from jsonb_array_elements(p_answers) e
  on conflict (application_id, question_id) do update set answer = excluded.answer;
  insert into public.application_documents (application_id, document_id)
  select v_id, unnest(v_documents);
  return jsonb_build_object('id', v_id, 'held', false);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.turn_off_job_alert(text)
CREATE OR REPLACE FUNCTION public.turn_off_job_alert(p_token text)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_id uuid;
  v_name text;
begin
  v_id := private.signed_link_id('job_alert_unsubscribe', p_token);
  if v_id is null then
    raise exception 'This unsubscribe link is not valid' using errcode = '22023';
  end if;
  update public.saved_searches set alerts_enabled = false
  where id = v_id
  returning name into v_name;
  if v_name is null then
    raise exception 'This saved search no longer exists' using errcode = 'P0002';
  end if;
  return json_build_object('name', v_name);
end;
$function$

owner postgres
acl anon=X/postgres, authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.update_candidate_document_url(uuid,text,text)
CREATE OR REPLACE FUNCTION public.update_candidate_document_url(p_user_id uuid, p_document_type text, p_url text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.assert_self_or_admin(p_user_id);
  if p_document_type not in ('resume', 'cover_letter', 'certificate') then
    raise exception 'Unknown document type: %', p_document_type using errcode = '22023';
  end if;
  perform private.ensure_candidate(p_user_id);
  update public.candidates c set
    resume_url = case when p_document_type = 'resume' then nullif(p_url, '') else c.resume_url end,
    cover_letter_url = case when p_document_type = 'cover_letter' then nullif(p_url, '') else c.cover_letter_url end,
    certificates = case
      when p_document_type = 'certificate' and nullif(p_url, '') is not null and not (p_url = any (c.certificates))
        then array_append(c.certificates, p_url)
      else c.certificates end
  where c.user_id = p_user_id;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.update_candidate_profile(uuid,text,text,text,text[],text,text,text,text,text,text,text,text,text,text,text,text)
CREATE OR REPLACE FUNCTION public.update_candidate_profile(p_user_id uuid, p_first_name text DEFAULT NULL::text, p_last_name text DEFAULT NULL::text, p_bio text DEFAULT NULL::text, p_skills text[] DEFAULT NULL::text[], p_phone text DEFAULT NULL::text, p_email text DEFAULT NULL::text, p_alternate_phone text DEFAULT NULL::text, p_gender text DEFAULT NULL::text, p_work_authorization text DEFAULT NULL::text, p_unit text DEFAULT NULL::text, p_street text DEFAULT NULL::text, p_city text DEFAULT NULL::text, p_state text DEFAULT NULL::text, p_zip_code text DEFAULT NULL::text, p_country text DEFAULT NULL::text, p_title text DEFAULT NULL::text)
 RETURNS SETOF public.candidates
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.assert_self_or_admin(p_user_id);
  perform private.ensure_candidate(p_user_id);
  return query
    update public.candidates c set
      first_name = coalesce(btrim(p_first_name), c.first_name),
      last_name = coalesce(btrim(p_last_name), c.last_name),
      title = case when p_title is null then c.title else nullif(btrim(p_title), '') end,
      bio = p_bio,
      skills = coalesce(array(select distinct on (lower(btrim(s))) btrim(s) from unnest(p_skills) as s
                              where btrim(s) <> ''), c.skills),
      phone = p_phone,
      email = coalesce(nullif(btrim(p_email), ''), c.email),
      alternate_phone = p_alternate_phone,
      gender = nullif(p_gender, ''),
      work_authorization = nullif(p_work_authorization, ''),
      unit = p_unit,
      street = p_street,
      city = p_city,
      state = p_state,
      zip_code = p_zip_code,
      country = p_country
    where c.user_id = p_user_id
    returning c.*;
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.verify_audit_trail()
CREATE OR REPLACE FUNCTION public.verify_audit_trail()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.is_platform_admin() then
    raise exception 'Only platform administrators can verify the audit trail' using errcode = '42501';
  end if;
  return audit.verify();
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres

-- function public.withdraw_application(uuid,text)
CREATE OR REPLACE FUNCTION public.withdraw_application(p_application_id uuid, p_reason text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_status text;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if length(v_reason) > 500 then
    raise exception 'The reason can be at most 500 characters' using errcode = '22023';
  end if;
  select a.status into v_status from public.applications a
  where a.id = p_application_id and a.candidate_id in (select private.own_candidate_ids())
  for update;
  if not found then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if v_status in ('hired', 'accepted', 'rejected', 'withdrawn') then
    raise exception 'This application is closed and can no longer be withdrawn' using errcode = 'PT409';
  end if;
  perform set_config('portal.stage_reason', coalesce(v_reason, ''), true);
  update public.applications set status = 'withdrawn' where id = p_application_id;
  perform set_config('portal.stage_reason', '', true);
end;
$function$

owner postgres
acl authenticated=X/postgres, postgres=X/postgres, service_role=X/postgres
