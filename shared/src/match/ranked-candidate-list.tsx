import { Divider, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { MatchScore } from './match-score';

/** One candidate ranked for a job by the matching functions. */
export interface RankedCandidate {
  candidate_id: string;
  first_name: string;
  last_name: string;
  title: string | null;
  score: number;
  summary: string;
}

export interface RankedCandidateListProps<T extends RankedCandidate> {
  jobId: string;
  /** Names the list for screen readers. */
  label: string;
  candidates: T[];
  /** The name as shown (a link, for instance); plain bold text when left out. */
  renderName?(candidate: T, name: string): ReactNode;
  /** Tags shown after the name and title. */
  renderTags?(candidate: T): ReactNode;
  /** The buttons on the right of a row. */
  renderActions(candidate: T, name: string): ReactNode;
}

/** Candidates best first, each with title, summary, score and its reasons on demand. */
export function RankedCandidateList<T extends RankedCandidate>({
  jobId,
  label,
  candidates,
  renderName,
  renderTags,
  renderActions,
}: RankedCandidateListProps<T>) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {candidates.map((candidate, i) => {
        const name = `${candidate.first_name} ${candidate.last_name}`.trim();
        return (
          <li key={candidate.candidate_id}>
            {i > 0 && <Divider style={{ margin: '12px 0' }} />}
            <Flex justify="space-between" align="start" gap={12} wrap>
              <Flex vertical gap={4}>
                <Flex gap={8} align="center" wrap>
                  {renderName ? (
                    renderName(candidate, name)
                  ) : (
                    <Typography.Text strong>{name}</Typography.Text>
                  )}
                  {candidate.title && (
                    <Typography.Text type="secondary">{candidate.title}</Typography.Text>
                  )}
                  {renderTags?.(candidate)}
                </Flex>
                <Typography.Text>{candidate.summary}</Typography.Text>
                <MatchScore
                  jobId={jobId}
                  candidateId={candidate.candidate_id}
                  score={candidate.score}
                  subject={name}
                />
              </Flex>
              {renderActions(candidate, name)}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
