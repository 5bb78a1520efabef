-- The expiry-day trigger runs for every writer of jobs, but its helper is not granted to the API
-- roles: run it as its owner, so staff saving a job with an expiry date are not refused.
alter function private.jobs_expiry_end_of_day() security definer;
