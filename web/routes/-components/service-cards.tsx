import { Button, Container } from '@mantine/core';
import { IconListCheck, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PATHS } from '../../lib/paths';
import { useUserStore } from '../../lib/user-store';
import classes from './service-cards.module.css';

type Card = { icon: ReactNode; title: ReactNode; text: string; action: string; to: string };

const CARDS: Card[] = [
  {
    icon: <IconSparkles size={28} />,
    title: '몇 가지 질문에 답하면\n딱 맞는 운동을 추천해 드려요',
    text: '운동하고 싶은 부위와 사용할 수 있는 기구를 고르면 AI가 내 체형에 맞는 운동과 무게, 횟수, 세트를 알려 줘요.',
    action: '운동 추천받기',
    to: PATHS.recommend,
  },
  {
    icon: <IconListCheck size={28} />,
    title: '나만의 운동 루틴을\n한 곳에서 관리해요',
    text: '추천받거나 검색한 운동을 루틴에 담고, 순서와 무게, 횟수를 내 방식대로 정리해 보세요.',
    action: '내 루틴 보러 가기',
    to: PATHS.mypage,
  },
];

export function ServiceCards({ id }: { id: string }) {
  const isLogin = useUserStore((s) => s.isLogin);
  return (
    <section id={id} className={classes.section} aria-label="핏포미 서비스">
      <Container size="lg" className={classes.grid}>
        {CARDS.map((card) => (
          <article key={card.action} className={classes.card}>
            <div className={classes.icon}>{card.icon}</div>
            <h2 className={classes.title} style={{ whiteSpace: 'pre-line' }}>
              {card.title}
            </h2>
            <p className={classes.text}>{card.text}</p>
            {/* docs/product.md §2: logged-out visitors are sent to the login page instead. */}
            <Button component={Link} to={isLogin ? card.to : '/login'} size="md" variant="light" style={{ alignSelf: 'flex-start' }}>
              {card.action}
            </Button>
          </article>
        ))}
      </Container>
    </section>
  );
}
