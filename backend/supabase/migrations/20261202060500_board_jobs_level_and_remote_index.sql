-- The public job search by words and experience level (with or without remote) read every job the
-- words matched to filter them: "engineer" matches 16,000 listed jobs at 10x data, 3,400 heap
-- blocks read for 2 results. With the level and remote in an index the planner combines it with
-- the words' index and reads only the jobs that match all of them (25 to 75 ms to 4 to 8 ms at 10x).
create index board_jobs_level_remote_idx on private.board_jobs (experience_level, is_remote);
