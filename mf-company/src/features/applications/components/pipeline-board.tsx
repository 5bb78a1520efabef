import {
  AreaError,
  applicationStatusLabel,
  DeferredRender,
  useAnnounce,
  useRevealedCount,
} from '@portal/shared';
import { Button, Flex, Select, Space, Spin, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { BoardFilters } from '../api/board-filters';
import { usePipelineBoardQuery, type PipelineCard as Card } from '../api/get-pipeline-board';
import { MOVE_TARGETS, type MoveApplicationsInput } from '../api/move-applications';
import { useKeyboardMove } from '../hooks/keyboard-move';
import { LazyMoveDialog } from './lazy-move-dialog';
import type { MoveRequest } from './move-dialog';
import { cardName, PipelineCard } from './pipeline-card';
import { PipelineColumn } from './pipeline-column';

type Target = MoveApplicationsInput['toStatus'];

/**
 * A job's pipeline: a column per stage. Cards move by mouse (drag onto a column), by keyboard
 * (the card's Move button) or several at once (select, then move or reject); every move is
 * confirmed in the move dialog and goes through the server's checked move.
 */
export function PipelineBoard({
  jobId,
  filters,
  detailQuery,
}: {
  jobId: string;
  filters: BoardFilters;
  detailQuery: string;
}) {
  const board = usePipelineBoardQuery(jobId, filters);
  const announce = useAnnounce();
  const [request, setRequest] = useState<MoveRequest | null>(null);
  const [selected, setSelected] = useState<Map<string, Card>>(new Map());
  const [bulkTarget, setBulkTarget] = useState<Target | undefined>();
  const [dragged, setDragged] = useState<Card | null>(null);

  // A phone shows a column or two; the others join in turns, each in a short task of its own.
  const shownColumns = useRevealedCount(board.data?.length ?? 0, 2);

  const cardsById = useMemo(() => {
    const all = new Map<string, Card>();
    for (const column of board.data ?? []) for (const card of column.cards) all.set(card.id, card);
    return all;
  }, [board.data]);

  const ask = useCallback((cards: Card[], toStatus: Target) => {
    const moving = cards.filter((c) => c.status !== toStatus);
    if (moving.length === 0) return;
    setRequest({
      toStatus,
      moves: moving.map((c) => ({
        applicationId: c.id,
        expectedStatus: c.status,
        name: cardName(c),
      })),
    });
  }, []);

  const keyboard = useKeyboardMove(MOVE_TARGETS, announce, (drop) =>
    setRequest({
      toStatus: drop.to as Target,
      moves: [{ applicationId: drop.cardId, expectedStatus: drop.from, name: drop.name }],
    }),
  );

  if (board.error)
    return (
      <AreaError
        title="Failed to load the pipeline"
        error={board.error}
        onRetry={() => void board.refetch()}
      />
    );
  const loading = <Spin aria-label="Loading the pipeline" />;
  if (!board.data) return loading;

  const chosen = [...selected.values()];
  const toggle = (card: Card, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(card.id, card);
      else next.delete(card.id);
      return next;
    });

  // The board's answer re-renders synchronously: its columns and cards are drawn in the transition
  // after, in slices, with the spinner kept until then.
  return (
    <DeferredRender fallback={loading}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" id="pipeline-keyboard-help" style={{ margin: 0 }}>
          Drag a card onto another stage, or focus its Move button and press Space, choose a stage
          with the left and right arrow keys, and press Space again.
        </Typography.Paragraph>
        <Flex gap={8} wrap align="center" role="group" aria-label="Selected applications">
          <Typography.Text>{chosen.length} selected</Typography.Text>
          <Select<Target>
            aria-label="Move selected to"
            placeholder="Move selected to"
            style={{ minWidth: 180 }}
            value={bulkTarget}
            onChange={setBulkTarget}
            options={MOVE_TARGETS.filter((s) => s !== 'rejected').map((s) => ({
              value: s,
              label: applicationStatusLabel(s, 'company'),
            }))}
          />
          <Button
            disabled={chosen.length === 0 || !bulkTarget}
            onClick={() => bulkTarget && ask(chosen, bulkTarget)}
          >
            Move Selected
          </Button>
          <Button danger disabled={chosen.length === 0} onClick={() => ask(chosen, 'rejected')}>
            Reject Selected
          </Button>
          <Button type="link" disabled={chosen.length === 0} onClick={() => setSelected(new Map())}>
            Clear Selection
          </Button>
        </Flex>
        <div
          style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 8 }}
          aria-busy={board.isFetching}
        >
          {board.data.slice(0, shownColumns).map((column) => (
            <PipelineColumn
              key={column.status}
              jobId={jobId}
              column={column}
              filters={filters}
              highlighted={keyboard.carry?.over === column.status}
              droppable={column.status !== 'withdrawn'}
              onDropCard={(id) => {
                const card = dragged?.id === id ? dragged : cardsById.get(id);
                setDragged(null);
                if (card) ask([card], column.status as Target);
              }}
              renderCard={(card) => (
                <PipelineCard
                  jobId={jobId}
                  card={card}
                  movable={card.status !== 'withdrawn'}
                  selected={selected.has(card.id)}
                  carried={keyboard.carry?.cardId === card.id}
                  detailQuery={detailQuery}
                  onSelect={(on) => toggle(card, on)}
                  onMoveKey={(event) =>
                    keyboard.onKeyDown(event, {
                      id: card.id,
                      name: cardName(card),
                      status: card.status,
                    })
                  }
                  onDragStart={() => setDragged(card)}
                />
              )}
            />
          ))}
        </div>
        <LazyMoveDialog
          request={request}
          onClose={() => setRequest(null)}
          onFinished={() => setSelected(new Map())}
        />
      </Space>
    </DeferredRender>
  );
}
