import {
  DragDropContext,
  Draggable,
  type DraggableProvidedDragHandleProps,
  type DragStart,
  type DragUpdate,
  Droppable,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { IconGripVertical } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import classes from './sortable-list.module.css';

export type DragHandle = DraggableProvidedDragHandleProps | null;

/** The grip a row is dragged by; focusable, so space + arrow keys move the row too. */
export function DragGrip({ handle, label, className }: { handle: DragHandle; label: string; className?: string }) {
  return (
    // The drag handle's props make it a focusable button (tabIndex, keyboard handlers); the role says so.
    <div role="button" tabIndex={0} {...handle} aria-label={label} className={className ? `${classes.handle} ${className}` : classes.handle}>
      <IconGripVertical size={20} aria-hidden />
    </div>
  );
}

type Props<T> = {
  droppableId: string;
  label: string;
  items: T[];
  getKey: (item: T) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number, handle: DragHandle, dragging: boolean) => ReactNode;
};

type Slot = { top: number; height: number };

const USAGE = '스페이스 키로 들어 올리고, 위아래 화살표 키로 옮긴 뒤 스페이스 키로 내려놓으세요. Esc 키를 누르면 취소돼요.';

/**
 * A vertical list sorted by dragging a handle (mouse, touch, or space + arrow keys). While dragging,
 * a highlighted slot marks where the item will land (docs/product.md §4); dropping outside changes nothing.
 */
export function SortableList<T>({ droppableId, label, items, getKey, onMove, renderItem }: Props<T>) {
  const listRef = useRef<HTMLOListElement>(null);
  // Row boxes measured before the drag starts: during it the dragged row leaves the flow.
  const boxes = useRef<Slot[]>([]);
  const [slot, setSlot] = useState<Slot | null>(null);

  const measure = () => {
    const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > [data-rfd-draggable-id]') ?? [];
    boxes.current = [...rows].map((row) => ({ top: row.offsetTop, height: row.offsetHeight }));
  };

  const update = ({ source, destination }: DragUpdate) => {
    const from = boxes.current[source.index];
    const target = destination ? boxes.current[destination.index] : undefined;
    if (!from || !target || !destination) return setSlot(null);
    // Moving down, the rows in between close up above the slot, so it ends where the target ended.
    const top = destination.index <= source.index ? target.top : target.top + target.height - from.height;
    setSlot({ top, height: from.height });
  };

  // The library's screen-reader messages are English; these say the same in Korean.
  const start = (s: DragStart, { announce }: ResponderProvided) => {
    update({ ...s, destination: s.source, combine: null });
    announce(`${s.source.index + 1}번째 항목을 들었어요. 위아래 화살표 키로 옮기고 스페이스 키로 내려놓으세요.`);
  };
  const move = (u: DragUpdate, { announce }: ResponderProvided) => {
    update(u);
    announce(u.destination ? `${u.destination.index + 1}번째 자리로 옮겼어요.` : '목록 밖으로 옮겼어요.');
  };
  const end = ({ source, destination }: DropResult, { announce }: ResponderProvided) => {
    setSlot(null);
    announce(destination ? `${destination.index + 1}번째 자리에 내려놓았어요.` : '옮기기를 취소했어요.');
    if (destination && destination.index !== source.index) onMove(source.index, destination.index);
  };

  return (
    <DragDropContext onBeforeCapture={measure} onDragStart={start} onDragUpdate={move} onDragEnd={end} dragHandleUsageInstructions={USAGE}>
      <Droppable droppableId={droppableId}>
        {(drop) => (
          <ol
            aria-label={label}
            className={classes.list}
            {...drop.droppableProps}
            ref={(el) => {
              listRef.current = el;
              drop.innerRef(el);
            }}
          >
            {slot && <li className={classes.slot} style={{ top: slot.top, height: slot.height }} aria-hidden />}
            {items.map((item, index) => (
              <Draggable key={getKey(item)} draggableId={getKey(item)} index={index}>
                {(drag, snapshot) => (
                  <li ref={drag.innerRef} {...drag.draggableProps} className={classes.item} data-dragging={snapshot.isDragging || undefined}>
                    {renderItem(item, index, drag.dragHandleProps, snapshot.isDragging)}
                  </li>
                )}
              </Draggable>
            ))}
            {drop.placeholder}
          </ol>
        )}
      </Droppable>
    </DragDropContext>
  );
}
