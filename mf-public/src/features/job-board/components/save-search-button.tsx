import { useToast } from '@portal/shared';
import { Button } from 'antd';
import { useSaveSearchMutation } from '../api/save-search';
import type { BoardFilters } from '@portal/shared/job-board';

/**
 * Lets a signed-in candidate keep this search and get its new jobs by e-mail each day (shown
 * through `SaveSearchAction`).
 */
export function SaveSearchButton({ filters }: { filters: BoardFilters }) {
  const toast = useToast();
  const save = useSaveSearchMutation();
  const { sort: _sort, page: _page, ...saved } = filters;
  const name = [filters.q, filters.location].filter(Boolean).join(' in ') || 'All jobs';
  return (
    <Button
      loading={save.isPending}
      onClick={() =>
        save.mutate(
          { name, filters: saved },
          {
            onSuccess: () =>
              toast.success('Search saved', 'New matching jobs will be e-mailed to you each day.'),
          },
        )
      }
    >
      Save search
    </Button>
  );
}
