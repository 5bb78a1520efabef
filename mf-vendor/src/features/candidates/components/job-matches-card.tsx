import { AreaError, useToast } from '@portal/shared';
import { RankedCandidateList } from '@portal/shared/match';
import { Button, Card, Empty, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useVendorJobAssignmentsQuery } from '../../../lib/job-assignments/get-vendor-job-assignments';
import { useJobQuestionsQuery } from '../api/get-job-questions';
import { useVendorJobMatchesQuery } from '../api/get-vendor-job-matches';
import {
  HELD_MESSAGE,
  SUBMIT_SUCCESS_MESSAGE,
  useSubmitVendorCandidateMutation,
} from '../api/submit-vendor-candidate';
import { SubmitCandidateDialog } from './submit-candidate-dialog';

interface RankedCandidate {
  id: string;
  first_name: string;
  last_name: string;
}

export interface JobMatchesCardProps {
  vendorId: string;
  /** Set for a recruiter: only the jobs assigned to them. */
  recruiterId: string | null;
}

/**
 * 'Best Candidates for a Job': pick an assigned job, see the vendor's candidates ranked by match
 * with their reasons, and submit one with a click (the usual submission and its rules). A job
 * with required screening questions opens the submission dialog on that job to answer them.
 */
export function JobMatchesCard({ vendorId, recruiterId }: JobMatchesCardProps) {
  const toast = useToast();
  const jobs = useVendorJobAssignmentsQuery({ vendorId, recruiterId, page: 1, pageSize: 100 });
  const [picked, setPicked] = useState<string>();
  const jobOptions = (jobs.data?.rows ?? [])
    .filter((row) => row.job)
    .map((row) => ({ value: row.job!.id, label: row.job!.title }));
  const jobId = picked ?? jobOptions[0]?.value;
  const jobTitle = jobOptions.find((o) => o.value === jobId)?.label ?? '';
  const matches = useVendorJobMatchesQuery({ jobId: jobId ?? '' }, !!jobId);
  const submit = useSubmitVendorCandidateMutation();
  const questions = useJobQuestionsQuery({ jobId: jobId ?? '' }, !!jobId);
  const needsAnswers = (questions.data ?? []).some((q) => q.is_required);
  const [answering, setAnswering] = useState<RankedCandidate | null>(null);

  const body = () => {
    if (!jobId) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No jobs assigned yet." />;
    }
    if (matches.error) {
      return (
        <AreaError
          title="Failed to rank candidates"
          error={matches.error}
          onRetry={() => void matches.refetch()}
        />
      );
    }
    if (!matches.data) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (matches.data.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="None of your candidates not yet submitted shares this job's skills."
        />
      );
    }
    return (
      <RankedCandidateList
        jobId={jobId}
        label={`Best candidates for ${jobTitle}`}
        candidates={matches.data}
        renderActions={(m, name) => (
          <Button
            type="primary"
            loading={submit.isPending && submit.variables.candidateId === m.candidate_id}
            disabled={questions.isPending}
            aria-label={`Submit ${name} to ${jobTitle}`}
            onClick={() =>
              needsAnswers
                ? setAnswering({
                    id: m.candidate_id,
                    first_name: m.first_name,
                    last_name: m.last_name,
                  })
                : submit.mutate(
                    { candidateId: m.candidate_id, jobId },
                    {
                      onSuccess: ({ held }) =>
                        toast.success(SUBMIT_SUCCESS_MESSAGE, held ? HELD_MESSAGE : undefined),
                    },
                  )
            }
          >
            Submit
          </Button>
        )}
      />
    );
  };

  return (
    <Card
      title="Best Candidates for a Job"
      extra={
        jobOptions.length > 0 ? (
          <Select
            aria-label="Assigned job"
            style={{ minWidth: 220 }}
            value={jobId}
            options={jobOptions}
            onChange={setPicked}
          />
        ) : undefined
      }
    >
      {jobs.error ? (
        <AreaError title="Failed to fetch job assignments." onRetry={() => void jobs.refetch()} />
      ) : jobs.data ? (
        body()
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
      <SubmitCandidateDialog
        vendorId={vendorId}
        recruiterId={recruiterId}
        candidate={answering}
        jobId={jobId}
        onClose={() => setAnswering(null)}
      />
    </Card>
  );
}
