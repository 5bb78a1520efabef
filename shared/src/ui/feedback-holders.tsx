import type { useAppProps } from 'antd/es/app/context';
import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import { useEffect } from 'react';

/** antd's toast, message and dialog stacks; rendered once, the first time one of them is used. */
export default function FeedbackHolders({ onReady }: { onReady(api: useAppProps): void }) {
  const [message, messageHolder] = useMessage({ maxCount: 3 });
  const [notification, notificationHolder] = useNotification({
    maxCount: 3,
    placement: 'topRight',
  });
  const [modal, modalHolder] = useModal();
  useEffect(
    () => onReady({ message, notification, modal }),
    [message, notification, modal, onReady],
  );
  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
    </>
  );
}
