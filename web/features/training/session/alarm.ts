// The end of a rest: a vibration where the phone allows it, and a short beep. Browsers let a page play
// sound only after a tap, so the tap that checks a set off prepares the audio (primeAlarm).
let audio: AudioContext | null = null;

export function primeAlarm() {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    // No Web Audio here: the vibration is all there is.
  }
}

export function ringAlarm() {
  navigator.vibrate?.([200, 100, 200]);
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
