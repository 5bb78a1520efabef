import { AreaError, PageLoader } from '@portal/shared';
import { Space } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  PAGE_SIZE,
  boardPath,
  boardSearchParams,
  parseBoardQuery,
  type BoardFilters,
} from '@portal/shared/job-board';
import { Heading, Lead } from '../../../components/content-blocks';
import { usePublicJobSearchQuery } from '../api/search-public-jobs';
import { BoardPager } from './board-pager';
import { BoardSearchForm } from './board-search-form';
import { JobCard } from './job-card';
import { SaveSearchAction } from './candidate-actions';

// Only a search with unknown or unusable filters shows it, so it loads when shown.
const Alert = lazy(() => import('antd/es/alert'));

/** /jobs: open jobs anyone may search; the address holds the search so it can be shared. */
export function JobBoardPage() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const { filters, errors, ignored } = parseBoardQuery(params);
  const query = usePublicJobSearchQuery(filters, errors.length === 0);

  useEffect(() => {
    document.title = filters.q ? `${filters.q} jobs | TalentBridge` : 'Jobs | TalentBridge';
  }, [filters.q]);

  const show = (next: BoardFilters) => {
    setParams(boardSearchParams(next));
    window.scrollTo(0, 0);
  };

  let results;
  if (errors.length) {
    results = (
      <Suspense fallback={null}>
        <Alert
          type="error"
          showIcon
          title="This search cannot be run"
          description={
            <>
              <ul style={{ margin: 0 }}>
                {errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
              <Link to="/jobs">Clear filters</Link>
            </>
          }
        />
      </Suspense>
    );
  } else if (query.isPending) {
    results = <PageLoader />;
  } else if (query.isError) {
    results = (
      <AreaError
        title="Failed to load jobs"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const { jobs, total, total_capped: capped } = query.data;
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    results = (
      <>
        <Lead aria-live="polite">
          {capped ? `${total}+` : total} open job{total === 1 ? '' : 's'}
        </Lead>
        {jobs.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
        {jobs.length === 0 &&
          (filters.page > pages ? (
            <Lead secondary={false}>
              Page {filters.page} is past the last page of results.{' '}
              <Link to={boardPath({ ...filters, page: 1 })}>Go to the first page</Link>
            </Lead>
          ) : (
            <Lead secondary={false}>No jobs match this search.</Lead>
          ))}
        {total > PAGE_SIZE && <BoardPager filters={filters} pages={pages} />}
      </>
    );
  }

  return (
    <div style={{ maxWidth: 960, margin: '0 auto' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Heading level={1}>Jobs</Heading>
        <SaveSearchAction filters={filters} />
      </Space>
      <BoardSearchForm key={key} filters={filters} onSearch={show} />
      {ignored.length > 0 && (
        <Suspense fallback={null}>
          <Alert
            type="info"
            showIcon
            title={`Ignored unknown filter${ignored.length > 1 ? 's' : ''}: ${ignored.join(', ')}`}
            style={{ marginBottom: 12 }}
          />
        </Suspense>
      )}
      {results}
    </div>
  );
}
