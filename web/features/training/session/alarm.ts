// Sound needs a prior tap, so checking a set off primes the audio and asks to notify (docs/decisions/019).
let audio: AudioContext | null = null;

const REST_END_TITLE = '휴식 끝!';
const REST_END_BODY = '다음 세트를 시작하세요';
const VIBRATION = [200, 100, 200];
const ASKED_KEY = 'ffm.gym.notifyAsked';

export function primeAlarm() {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    // No Web Audio: vibration only.
  }
  askToNotify();
}

function askToNotify() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, '1');
  } catch {
    // The browser itself stops asking after a few refusals.
  }
  void Notification.requestPermission().catch(() => undefined);
}

export function ringAlarm() {
  navigator.vibrate?.(VIBRATION);
  const ctx = audio;
  if (ctx?.state !== 'running') return;
  const tone = ctx.createOscillator();
  const gain = ctx.createGain();
  tone.frequency.value = 880;
  gain.gain.value = 0.2;
  tone.connect(gain).connect(ctx.destination);
  tone.start();
  tone.stop(ctx.currentTime + 0.3);
}

/** Through the service worker's registration when there is one: the only way on Android. */
export function notifyRestEnd(exerciseName: string) {
  ringAlarm();
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  // vibrate/renotify are read by Android's notifications; TypeScript's NotificationOptions lacks them.
  const options: NotificationOptions = {
    body: `${REST_END_BODY} · ${exerciseName}`,
    tag: 'ffm-rest-end',
    lang: 'ko',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    ...{ vibrate: VIBRATION, renotify: true },
  };
  const byPage = () => {
    try {
      new Notification(REST_END_TITLE, options);
    } catch {
      // Some browsers (Chrome on Android) allow notifications only from a service worker.
    }
  };
  const worker = navigator.serviceWorker;
  if (!worker?.controller) return byPage();
  void worker.ready.then((r) => r.showNotification(REST_END_TITLE, options)).catch(byPage);
}
