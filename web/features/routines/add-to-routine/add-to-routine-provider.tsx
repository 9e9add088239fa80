import { useLocation, useNavigate } from '@tanstack/react-router';
import { createContext, lazy, type ReactNode, Suspense, use, useCallback, useEffect, useState } from 'react';
import { userStore } from '../../../lib/user-store';
import type { AmountValues } from '../amounts';
import type { FlowExercise } from './add-to-routine-flow';

// Loaded on first use: most visits never open it, and it should not weigh on the first page load.
const AddToRoutineFlow = lazy(() => import('./add-to-routine-flow').then((m) => ({ default: m.AddToRoutineFlow })));

type Start = (exercise: FlowExercise, defaults?: Partial<Record<keyof AmountValues, number | null>> | null) => void;

const StartContext = createContext<Start | null>(null);

type State = { session: number; opened: boolean; exercise: FlowExercise | null; defaults?: Partial<Record<keyof AmountValues, number | null>> | null };

/** One add-to-routine flow for the whole app; any screen starts it with `useAddToRoutine()`. */
export function AddToRoutineProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const [state, setState] = useState<State>({ session: 0, opened: false, exercise: null });

  const start = useCallback<Start>(
    (exercise, defaults) => {
      if (!userStore.get().isLogin) return void navigate({ to: '/login' });
      setState((s) => ({ session: s.session + 1, opened: true, exercise, defaults }));
    },
    [navigate],
  );
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);

  // Leaving the page (back button, a link) leaves the dialog behind too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(close, [pathname, close]);

  return (
    <StartContext value={start}>
      {children}
      {state.session > 0 && (
        <Suspense fallback={null}>
          <AddToRoutineFlow key={state.session} opened={state.opened} onClose={close} exercise={state.exercise} defaults={state.defaults} />
        </Suspense>
      )}
    </StartContext>
  );
}

export function useAddToRoutine(): Start {
  const start = use(StartContext);
  if (!start) throw new Error('useAddToRoutine needs an AddToRoutineProvider');
  return start;
}
