import { Button, Flex, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { messageOf } from '../format/message-of';
import { useMatchQuery, type MatchExplanation } from './match';

/** "{n}% match"; the colour follows the score, the text carries it. */
export function MatchTag({ score }: { score: number }) {
  const color = score >= 75 ? 'green' : score >= 50 ? 'blue' : 'default';
  return <Tag color={color}>{`${score}% match`}</Tag>;
}

/** A score's summary and each factor's points. */
export function MatchReasons({ match }: { match: MatchExplanation }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text>{match.summary}</Typography.Text>
      {match.preferred.matched.length > 0 && (
        <Typography.Text type="secondary">
          Preferred skills: {match.preferred.matched.join(', ')}
        </Typography.Text>
      )}
      <ul aria-label="Match factors" style={{ margin: 0, paddingInlineStart: 18 }}>
        {match.factors.map((f) => (
          <li key={f.factor}>
            <Typography.Text type="secondary">
              {`${f.label}: ${f.points} of ${f.max} (${f.detail})`}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

export interface MatchScoreProps {
  jobId: string;
  candidateId: string;
  score: number;
  /** What the score is about (a job title or a candidate's name), read out with the button. */
  subject: string;
}

/** The score with its reasons on demand, loaded when first opened. */
export function MatchScore({ jobId, candidateId, score, subject }: MatchScoreProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const match = useMatchQuery({ jobId, candidateId }, open);
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center" wrap>
        <MatchTag score={score} />
        <Button
          type="link"
          size="small"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? 'Hide reasons' : 'Why this match?'} ${subject}`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide reasons' : 'Why this match?'}
        </Button>
      </Flex>
      <div id={panelId} hidden={!open}>
        {open &&
          (match.data ? (
            <MatchReasons match={match.data} />
          ) : match.error ? (
            <Typography.Text type="danger">{messageOf(match.error)}</Typography.Text>
          ) : match.isFetched ? (
            <Typography.Text type="secondary">No reasons available.</Typography.Text>
          ) : (
            <Typography.Text type="secondary">Loading reasons...</Typography.Text>
          ))}
      </div>
    </Flex>
  );
}
