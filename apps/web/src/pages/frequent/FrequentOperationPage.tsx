import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { message as antMessage } from 'antd';
import {
  FREQUENT_HINT,
  FREQUENT_REDIRECT_DELAY_MS,
  FREQUENT_TITLE,
  type SlideProof,
  safeReferer,
} from '@bangyan/contract';
import { freeCheck } from '../../api/slide.ts';
import { errorMessage } from '../../api/client.ts';
import { SlideVerify } from '../../components/SlideVerify.tsx';
import styles from './FrequentOperationPage.module.css';

/**
 * Spec 2.5: where a visitor lands after code 418. A passed slide check lifts the block; after
 * 300 ms the page returns to the referer, else Home.
 */
export function FrequentOperationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [message, messageHolder] = antMessage.useMessage();
  const [attempt, setAttempt] = useState(0);

  const onPass = async (proof: SlideProof) => {
    try {
      const envelope = await freeCheck(proof);
      if (envelope.code !== 0) throw new Error(envelope.msg);
      setTimeout(
        () => void navigate(safeReferer(params.get('referer')) ?? '/', { replace: true }),
        FREQUENT_REDIRECT_DELAY_MS,
      );
    } catch (error) {
      void message.error(errorMessage(error));
      setAttempt((n) => n + 1);
    }
  };

  return (
    <div className={styles.page} data-testid="frequent-operation">
      {messageHolder}
      <div className={styles.card}>
        <div className={styles.icon} aria-hidden>
          ☕
        </div>
        <h1 className={styles.title}>{FREQUENT_TITLE}</h1>
        <p className={styles.hint}>{FREQUENT_HINT}</p>
        <SlideVerify key={attempt} onPass={(proof) => void onPass(proof)} />
      </div>
    </div>
  );
}
