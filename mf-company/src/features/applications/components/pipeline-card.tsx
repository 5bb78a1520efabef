import { paths } from '@portal/shared';
import { MatchScore } from '@portal/shared/match';
import { Card, Checkbox, Flex, Tag, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PipelineCard as Card_ } from '../api/get-pipeline-board';

export function cardName(card: Card_) {
  return `${card.first_name ?? ''} ${card.last_name ?? ''}`.trim() || 'Unknown candidate';
}

export function daysInStage(since: string, now = Date.now()) {
  const days = Math.max(0, Math.floor((now - new Date(since).getTime()) / 86_400_000));
  return days === 1 ? '1 day in stage' : `${days} days in stage`;
}

export interface PipelineCardProps {
  jobId: string;
  card: Card_;
  selected: boolean;
  carried: boolean;
  movable: boolean;
  detailQuery: string;
  onSelect: (selected: boolean) => void;
  onMoveKey: (event: KeyboardEvent) => void;
  onDragStart: () => void;
}

/**
 * One application on the board. The card is dragged with the mouse; its 'Move' button carries it
 * by keyboard (instructions in the board's description, progress in the live region).
 */
export function PipelineCard({ jobId, card, selected, carried, movable, detailQuery, onSelect, onMoveKey, onDragStart }: PipelineCardProps) {
  const name = cardName(card);
  return (
    <Card
      size="small"
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', card.id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      data-testid={`pipeline-card-${card.id}`}
      style={{ cursor: movable ? 'grab' : undefined, outline: carried ? '2px solid #1677ff' : undefined }}
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={8}>
          <Checkbox checked={selected} disabled={!movable} onChange={(e) => onSelect(e.target.checked)} aria-label={`Select ${name}`} />
          <Link to={`${paths.company.application(card.id)}${detailQuery ? `?${detailQuery}` : ''}`} style={{ flex: 1 }}>
            {name}
          </Link>
          {movable && (
            <button
              type="button"
              className="pipeline-move-handle"
              aria-label={`Move ${name}`}
              aria-describedby="pipeline-keyboard-help"
              aria-pressed={carried}
              onKeyDown={onMoveKey}
              style={{ border: '1px solid currentColor', borderRadius: 4, background: 'transparent', color: 'inherit', cursor: 'pointer', padding: '0 6px' }}
            >
              Move
            </button>
          )}
        </Flex>
        <Flex gap={4} wrap align="center">
          <Tag>{card.source_label}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {daysInStage(card.status_changed_at)}
          </Typography.Text>
        </Flex>
        {card.match_score != null && (
          <MatchScore jobId={jobId} candidateId={card.candidate_id} score={card.match_score} subject={name} />
        )}
      </Flex>
    </Card>
  );
}
