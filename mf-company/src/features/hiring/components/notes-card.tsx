import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTime, messageOf, useToast } from '@portal/shared';
import { FormField } from '@portal/shared/forms';
import { Button, Card, Form, List, Mentions, Popconfirm, Space, Tag, Typography } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import {
  mentionedIn,
  noteFormSchema,
  NOTE_MAX_LENGTH,
  useAddNoteMutation,
  type NoteFormValues,
} from '../api/add-note';
import { useDeleteNoteMutation } from '../api/delete-note';
import type { HiringScope } from '../api/keys';
import { useNotesQuery } from '../api/list-notes';
import { memberName, type TeamMember } from '../api/list-team-members';
import { QueryList } from './query-list';

export interface NotesCardProps {
  /** Where new notes go and which notes are listed. */
  scope: HiringScope;
  team: TeamMember[] | undefined;
  userId: string | undefined;
  canWrite: boolean;
  /** Job titles by application id, to say which application a note is about (candidate page). */
  applicationTitles?: Record<string, string>;
}

/** The team's notes, with `@` mentions that notify the colleagues named. */
export function NotesCard({ scope, team, userId, canWrite, applicationTitles }: NotesCardProps) {
  const toast = useToast();
  const notes = useNotesQuery(scope);
  const add = useAddNoteMutation();
  const remove = useDeleteNoteMutation();
  const fieldId = 'applicationId' in scope ? 'application-note' : 'candidate-note';
  const { control, handleSubmit, reset } = useForm<NoteFormValues>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { body: '' },
  });

  async function save({ body }: NoteFormValues) {
    try {
      await add.mutateAsync({ ...scope, body, mentionedUserIds: mentionedIn(body, team ?? []) });
      reset({ body: '' });
      toast.success('Note added');
    } catch (error) {
      toast.error('Failed to add note', messageOf(error));
    }
  }

  return (
    <Card title="Notes">
      {canWrite && (
        <Form layout="vertical" onFinish={handleSubmit(save)} noValidate>
          <Controller
            control={control}
            name="body"
            render={({ field, fieldState }) => (
              <FormField
                id={fieldId}
                label="Add a note"
                error={fieldState.error?.message}
                extra="Only your team sees notes. Type @ to mention a colleague; they are notified."
              >
                <Mentions
                  id={fieldId}
                  rows={3}
                  maxLength={NOTE_MAX_LENGTH}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-describedby={fieldState.error ? `${fieldId}-error` : undefined}
                  options={(team ?? [])
                    .filter((m) => m.userId !== userId)
                    .map((m) => ({ value: m.name, label: m.name, key: m.userId }))}
                />
              </FormField>
            )}
          />
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            Save Note
          </Button>
        </Form>
      )}
      <QueryList
        query={notes}
        noun="notes"
        emptyText="No notes yet"
        renderItem={(note) => (
          <List.Item
            actions={
              note.author_id === userId
                ? [
                    <Popconfirm
                      key="delete"
                      title="Delete this note?"
                      okText="Delete"
                      onConfirm={async () => {
                        await remove.mutateAsync({ noteId: note.id });
                        toast.success('Note deleted');
                      }}
                    >
                      <Button size="small" danger>
                        Delete Note
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <Space orientation="vertical" size={2} style={{ width: '100%' }}>
              <Space wrap size={4}>
                <Typography.Text strong>{memberName(team, note.author_id)}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatDateTime(note.created_at)}
                </Typography.Text>
                {applicationTitles &&
                  (note.application_id ? (
                    <Tag>{applicationTitles[note.application_id] ?? 'Application'}</Tag>
                  ) : (
                    <Tag>Candidate</Tag>
                  ))}
              </Space>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {note.body}
              </Typography.Paragraph>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
