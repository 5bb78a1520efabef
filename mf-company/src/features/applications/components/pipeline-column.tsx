import { applicationStatusLabel } from '@portal/shared';
import { Badge, Button, Flex, Typography } from 'antd';
import { useState, type DragEvent, type ReactNode } from 'react';
import type { BoardFilters } from '../api/board-filters';
import type { PipelineCard, PipelineColumn as Column } from '../api/get-pipeline-board';
import { usePipelineColumnPages } from '../api/get-pipeline-column';

/**
 * One stage: its label and total, the board's first page of cards, then more pages from the
 * server on request. A drop target unless it is the Withdrawn column.
 */
export function PipelineColumn({
  jobId,
  column,
  filters,
  highlighted,
  droppable,
  onDropCard,
  renderCard,
}: {
  jobId: string;
  column: Column;
  filters: BoardFilters;
  highlighted: boolean;
  droppable: boolean;
  onDropCard: (cardId: string) => void;
  renderCard: (card: PipelineCard) => ReactNode;
}) {
  const [wantMore, setWantMore] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const more = usePipelineColumnPages(jobId, column.status, filters, wantMore);
  const cards = [...column.cards, ...(more.data?.pages.flat() ?? [])];
  const label = applicationStatusLabel(column.status, 'company');
  const headingId = `pipeline-column-${column.status}`;
  const hasMore = cards.length < column.total;

  const allow = (event: DragEvent) => {
    if (!droppable) return;
    event.preventDefault();
    setDragOver(true);
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid={`pipeline-column-${column.status}`}
      onDragOver={allow}
      onDragEnter={allow}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        setDragOver(false);
        if (!droppable) return;
        event.preventDefault();
        const id = event.dataTransfer.getData('text/plain');
        if (id) onDropCard(id);
      }}
      style={{
        minWidth: 240,
        width: 240,
        flex: '0 0 auto',
        padding: 8,
        borderRadius: 8,
        background: 'rgba(127,127,127,0.08)',
        outline: highlighted || dragOver ? '2px dashed #1677ff' : undefined,
      }}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {label}
        </Typography.Title>
        <Badge count={column.total} showZero color="#595959" aria-label={`${column.total} in ${label}`} />
      </Flex>
      <Flex vertical gap={8}>
        {cards.length === 0 ? (
          <Typography.Text type="secondary">No applications</Typography.Text>
        ) : (
          cards.map((card) => <div key={card.id}>{renderCard(card)}</div>)
        )}
        {hasMore && (
          <Button
            onClick={() => (wantMore ? void more.fetchNextPage() : setWantMore(true))}
            loading={more.isFetching}
          >
            Show more in {label} ({column.total - cards.length})
          </Button>
        )}
      </Flex>
    </section>
  );
}
