import type { TableColumnsType } from 'antd';

interface SubmissionNames {
  candidate: { first_name: string; last_name: string } | null;
  job: { title: string } | null;
}

/** The candidate's full name, or '' where the row does not carry one. */
export function submittedCandidateName({ candidate }: Pick<SubmissionNames, 'candidate'>): string {
  return candidate ? `${candidate.first_name} ${candidate.last_name}`.trim() : '';
}

/** The columns every table of the vendor's submissions opens with: who, and for which job. */
export function candidateAndJobColumns<T extends SubmissionNames>(): TableColumnsType<T> {
  return [
    { title: 'Candidate', key: 'candidate', render: (_, row) => submittedCandidateName(row) },
    { title: 'Job', key: 'job', render: (_, row) => row.job?.title ?? '' },
  ];
}
