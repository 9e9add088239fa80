import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';

// docs/product.md §2: the floating element stays off the focused flows.
const HIDDEN_ON = /login|signup|mypage|recommend/;

export function ScrollTopButton() {
  const [scroll, scrollTo] = useWindowScroll();
  const pathname = useLocation({ select: (l) => l.pathname });
  const visible = scroll.y > 240 && !HIDDEN_ON.test(pathname);

  // Above the bottom tab bar where it shows (--ffm-tab-bar-space, web/ui/phone.css), never under it.
  return (
    <Affix position={{ bottom: 'calc(var(--ffm-tab-bar-space, 0px) + 2.4rem)', right: 24 }}>
      <Transition transition="slide-up" mounted={visible}>
        {(style) => (
          <ActionIcon style={style} size={48} radius="xl" variant="filled" aria-label="맨 위로" onClick={() => scrollTo({ y: 0 })}>
            <IconArrowUp size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
