import { useEffect, useRef, useState } from 'react';

const SOUND_KEY = 'kitchen-sound';
/** How often an alert nobody has acknowledged beeps again, and an urgent one. */
const REPEAT_MS = 4_000;
const URGENT_REPEAT_MS = 1_500;

type AudioContextClass = typeof AudioContext;

/** The browser's Web Audio, where there is one (jsdom has none). */
const audioContextClass = (): AudioContextClass | undefined =>
  (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass })
    .AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

const readChoice = () => {
  try {
    return globalThis.localStorage?.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
};

/** How loud an alert rings: an urgent one higher and louder, and more often. */
export type Ringing = 'silent' | 'ringing' | 'urgent';

function beep(context: AudioContext, urgent: boolean) {
  void context.resume().catch(() => undefined);
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = urgent ? 1320 : 880;
  gain.gain.setValueAtTime(urgent ? 0.6 : 0.2, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.4);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + 0.4);
}

/**
 * Beeps every few seconds while `ringing` (louder and more often while `urgent`), once the staff have turned the
 * sound on (browsers play nothing before someone taps): the choice is remembered on the device.
 */
export function useAlertSound(ringing: Ringing) {
  const [on, setOn] = useState(readChoice);
  const context = useRef<AudioContext | undefined>(undefined);
  const supported = audioContextClass() !== undefined;

  const audio = () => {
    const Context = audioContextClass();
    if (!context.current && Context) context.current = new Context();
    return context.current;
  };

  useEffect(() => {
    if (ringing === 'silent' || !on) return;
    const urgent = ringing === 'urgent';
    const ring = () => {
      const played = audio();
      if (played) beep(played, urgent);
    };
    ring();
    const timer = setInterval(ring, urgent ? URGENT_REPEAT_MS : REPEAT_MS);
    return () => clearInterval(timer);
  }, [ringing, on]);

  const choose = (next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // A device that keeps nothing asks again next time.
    }
    // Made (or woken) inside the tap, which is what lets the browser play it later.
    if (next)
      void audio()
        ?.resume()
        .catch(() => undefined);
  };

  return { on, supported, turnOn: () => choose(true), turnOff: () => choose(false) };
}
