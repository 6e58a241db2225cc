import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  SLIDE_CHECKING,
  SLIDE_DISTANCE_PX,
  SLIDE_FAILED,
  SLIDE_PASSED,
  SLIDE_PROMPT,
  type SlidePoint,
  type SlideProof,
} from '@bangyan/contract';
import { fetchSlideChallenge, verifySlide } from '../api/slide.ts';
import { errorMessage } from '../api/client.ts';
import styles from './SlideVerify.module.css';

const HANDLE_PX = 40;
/** The track's widest: the handle's way is SLIDE_DISTANCE_PX, as the server judges drags; a narrower track scales it. */
const TRACK_PX = SLIDE_DISTANCE_PX + HANDLE_PX;
/** A failed drag shows its message this long before a new challenge. */
const RETRY_DELAY_MS = 1000;

type Phase = 'loading' | 'ready' | 'dragging' | 'checking' | 'passed' | 'failed';

/**
 * Slide verification (spec 2.5, 3): drag the handle to the right end. The drag's track goes to
 * the server, which judges it; a pass is handed to `onPass` as the proof a form sends. A failed
 * drag, or a challenge that could not be fetched, starts over with a new challenge. On a phone narrower than the track
 * it is the form's width, and the drag's points are scaled to SLIDE_DISTANCE_PX (as a zoomed page's would be).
 */
export function SlideVerify({ onPass }: { onPass: (proof: SlideProof) => void }) {
  const [phase, setPhase] = useState<Phase>('loading');
  /** How far the handle is, in the track's own pixels. */
  const [offset, setOffset] = useState(0);
  const [message, setMessage] = useState(SLIDE_PROMPT);
  const token = useRef<string | null>(null);
  /** A drag under way: where it began, its points so far, and the track's way in pixels (its width less the handle). */
  const drag = useRef<{ startX: number; t0: number; points: SlidePoint[]; way: number } | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Each round fetches a new challenge: the first on mount, another after a failure.
  const [round, setRound] = useState(0);
  const again = useCallback((delayMs: number) => {
    retry.current = setTimeout(() => {
      setPhase('loading');
      setOffset(0);
      setMessage(SLIDE_PROMPT);
      setRound((n) => n + 1);
    }, delayMs);
  }, []);

  useEffect(() => {
    let live = true;
    fetchSlideChallenge()
      .then((envelope) => {
        if (envelope.code !== 0) throw new Error(envelope.msg);
        if (!live) return;
        token.current = envelope.data.token;
        setPhase('ready');
      })
      .catch((error: unknown) => {
        if (!live) return;
        setMessage(errorMessage(error));
        setPhase('failed');
        again(RETRY_DELAY_MS * 3);
      });
    return () => {
      live = false;
      clearTimeout(retry.current);
    };
  }, [round, again]);

  /** Where the pointer is along the track (its pixels), and the point the server judges (SLIDE_DISTANCE_PX's). */
  const point = (e: PointerEvent, d: NonNullable<typeof drag.current>): { at: number; point: SlidePoint } => {
    const at = Math.max(0, Math.min(d.way, e.clientX - d.startX));
    return { at, point: [Math.round(performance.now() - d.t0), Math.round((at * SLIDE_DISTANCE_PX) / d.way)] };
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'ready') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const way = (track.current?.clientWidth ?? TRACK_PX) - HANDLE_PX;
    drag.current = { startX: e.clientX, t0: performance.now(), points: [[0, 0]], way };
    setPhase('dragging');
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (phase !== 'dragging' || !d) return;
    const { at, point: p } = point(e, d);
    d.points.push(p);
    setOffset(at);
  };

  const onPointerUp = async (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (phase !== 'dragging' || !d) return;
    drag.current = null;
    const { point: last } = point(e, d);
    d.points.push(last);
    if (last[1] < SLIDE_DISTANCE_PX - 4 || token.current === null) {
      // Let go before the end: back to the start, same challenge.
      setOffset(0);
      setPhase('ready');
      return;
    }
    setOffset(d.way);
    setPhase('checking');
    setMessage(SLIDE_CHECKING);
    let outcome: Awaited<ReturnType<typeof verifySlide>>;
    try {
      outcome = await verifySlide(token.current, d.points);
    } catch (error) {
      outcome = { msg: errorMessage(error) };
    }
    token.current = null;
    if ('proof' in outcome) {
      setPhase('passed');
      setMessage(SLIDE_PASSED);
      onPass(outcome.proof);
      return;
    }
    setPhase('failed');
    setMessage(outcome.msg || SLIDE_FAILED);
    again(RETRY_DELAY_MS);
  };

  return (
    <div
      ref={track}
      className={styles.track}
      style={{ width: TRACK_PX, maxWidth: '100%' }}
      data-testid="slide-verify"
      data-phase={phase}
      role="group"
      aria-label="滑动验证"
    >
      <div className={`${styles.fill} ${styles[phase]}`} style={{ width: offset + HANDLE_PX / 2 }} />
      <span
        className={[
          styles.text,
          phase === 'passed' ? styles.textPassed : '',
          phase === 'failed' ? styles.textFailed : '',
        ].join(' ')}
        data-testid="slide-message"
      >
        {message}
      </span>
      <div
        className={`${styles.handle} ${phase === 'passed' ? styles.handlePassed : ''}`}
        style={{ transform: `translateX(${offset}px)`, transition: phase === 'dragging' ? 'none' : undefined }}
        data-testid="slide-handle"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => void onPointerUp(e)}
        onPointerCancel={() => {
          drag.current = null;
          setOffset(0);
          setPhase('ready');
        }}
      >
        {phase === 'passed' ? '✓' : '»'}
      </div>
    </div>
  );
}
