import { Button } from 'antd';
import { useOpenAnswerFileMutation } from '../api/open-answer-file';
import { linkTab } from '@portal/shared/supabase';

/**
 * A file the candidate gave as an answer, signed when clicked; the tab opens at once, while the
 * click still counts as the user's, and is pointed at the link.
 */
export function AnswerFileLink({ path, question }: { path: string; question: string }) {
  const open = useOpenAnswerFileMutation();
  const name = path.slice(path.lastIndexOf('/') + 1);
  const onClick = () => open.mutate({ path }, linkTab());
  return (
    <Button
      type="link"
      style={{ padding: 0 }}
      loading={open.isPending}
      aria-label={`Open file ${name} answering ${question}`}
      onClick={onClick}
    >
      Open file {name}
    </Button>
  );
}
