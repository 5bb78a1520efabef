import {
  AreaError,
  PageLoader,
  formatDate,
  paths,
  underscoresToSpaces,
  useAuthStore,
} from '@portal/shared';
import {
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  boardPath,
  jobLocations,
  type ExperienceLevel,
  type JobType,
} from '@portal/shared/job-board';
import { Button, Card, Empty, Flex, Switch, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { PagedList } from '../../../components/paged-list';
import { useSavedJobsQuery, type SavedJob } from '../api/get-saved-jobs';
import { useSavedSearchesQuery, type SavedSearch } from '../api/get-saved-searches';
import { useRemoveSavedJobMutation } from '../api/remove-saved-job';
import { useRemoveSavedSearchMutation } from '../api/remove-saved-search';
import { useSetSearchAlertMutation } from '../api/set-search-alert';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** The board's address for a saved search, so opening it runs the search again. */
export function savedSearchPath(search: SavedSearch): string {
  return boardPath({
    q: search.query ?? undefined,
    location: search.location ?? undefined,
    remote: search.remote ?? undefined,
    type: oneOf<JobType>(JOB_TYPES, search.job_type),
    level: oneOf<ExperienceLevel>(EXPERIENCE_LEVELS, search.experience_level),
    min_salary: search.min_salary ?? undefined,
  });
}

/** The search's filters in words: "engineer · Austin · Remote · FULL TIME · from $90,000". */
export function savedSearchSummary(search: SavedSearch): string {
  const parts = [
    search.query && `"${search.query}"`,
    search.location,
    search.remote === true && 'Remote only',
    search.remote === false && 'On site',
    search.job_type && underscoresToSpaces(search.job_type),
    search.experience_level && underscoresToSpaces(search.experience_level),
    search.min_salary != null && `From $${search.min_salary.toLocaleString('en-US')}`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'All open jobs';
}

function SavedJobs({ userId }: { userId: string }) {
  const jobs = useSavedJobsQuery({ userId });
  const remove = useRemoveSavedJobMutation();
  if (jobs.error) {
    return (
      <AreaError
        title="Failed to load saved jobs"
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
      />
    );
  }
  if (!jobs.data) return <PageLoader label="Loading saved jobs..." />;
  if (!jobs.data.length) {
    return (
      <Empty description="No saved jobs yet. Save a job from its page on the job board.">
        <Link to="/jobs">Browse jobs</Link>
      </Empty>
    );
  }
  return (
    <PagedList<SavedJob>
      label="Saved jobs"
      items={jobs.data}
      itemKey={(saved) => saved.id}
      renderItem={(saved) => {
        const title = saved.job?.title ?? 'A job that is no longer open';
        return (
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Flex vertical gap={4}>
              {saved.job ? (
                <Link to={paths.publicJob(saved.job.id)}>
                  <Typography.Text strong>{saved.job.title}</Typography.Text>
                </Link>
              ) : (
                <Typography.Text strong>{title}</Typography.Text>
              )}
              <Typography.Text type="secondary">
                {saved.job
                  ? [
                      jobLocations(saved.job).join(' · '),
                      saved.job.job_type && underscoresToSpaces(saved.job.job_type),
                    ]
                      .filter(Boolean)
                      .join(' · ')
                  : 'It was closed, filled or has expired.'}
              </Typography.Text>
              <Typography.Text type="secondary">
                Saved {formatDate(saved.created_at)}
              </Typography.Text>
            </Flex>
            <Button
              aria-label={`Remove ${title}`}
              loading={remove.isPending && remove.variables?.savedJobId === saved.id}
              onClick={() => remove.mutate({ userId, savedJobId: saved.id })}
            >
              Remove
            </Button>
          </Flex>
        );
      }}
    />
  );
}

function SavedSearches({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const searches = useSavedSearchesQuery({ userId });
  const setAlert = useSetSearchAlertMutation();
  const remove = useRemoveSavedSearchMutation();
  if (searches.error) {
    return (
      <AreaError
        title="Failed to load saved searches"
        error={searches.error}
        onRetry={() => void searches.refetch()}
      />
    );
  }
  if (!searches.data) return <PageLoader label="Loading saved searches..." />;
  if (!searches.data.length) {
    return (
      <Empty description="No saved searches yet. Search the job board and choose 'Save search'.">
        <Link to="/jobs">Search jobs</Link>
      </Empty>
    );
  }
  return (
    <PagedList<SavedSearch>
      label="Saved searches"
      items={searches.data}
      itemKey={(search) => search.id}
      renderItem={(search) => {
        const switchId = `alert-${search.id}`;
        const changing = setAlert.isPending && setAlert.variables?.searchId === search.id;
        return (
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Flex vertical gap={4}>
              <Typography.Text strong>{search.name}</Typography.Text>
              <Typography.Text type="secondary">{savedSearchSummary(search)}</Typography.Text>
              <Flex gap={8} align="center">
                <Switch
                  id={switchId}
                  size="small"
                  checked={changing ? setAlert.variables.enabled : search.alerts_enabled}
                  loading={changing}
                  onChange={(enabled) => setAlert.mutate({ userId, searchId: search.id, enabled })}
                />
                <label htmlFor={switchId}>Daily e-mail of new jobs</label>
                {!search.alerts_enabled && !changing && <Tag>Off</Tag>}
              </Flex>
            </Flex>
            <Flex gap={8} wrap>
              <Button
                aria-label={`Open ${search.name}`}
                onClick={() => navigate(savedSearchPath(search))}
              >
                Open
              </Button>
              <Button
                aria-label={`Remove ${search.name}`}
                loading={remove.isPending && remove.variables?.searchId === search.id}
                onClick={() => remove.mutate({ userId, searchId: search.id })}
              >
                Remove
              </Button>
            </Flex>
          </Flex>
        );
      }}
    />
  );
}

/** /candidate/saved: the jobs and job-board searches the candidate saved. */
export function SavedPage() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  if (!userId) return <PageLoader />;
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Saved Jobs and Searches
      </Typography.Title>
      <Card title="Saved jobs">
        <SavedJobs userId={userId} />
      </Card>
      <Card title="Saved searches">
        <SavedSearches userId={userId} />
      </Card>
    </Flex>
  );
}
