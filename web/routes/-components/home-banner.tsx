import { Button, Container } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import classes from './home-banner.module.css';
import { HomeHeroVisual } from './home-hero-visual';

export function HomeBanner({ onStart }: { onStart: () => void }) {
  return (
    <section className={classes.banner}>
      <Container size="lg" className={classes.layout}>
        <div>
          <span className={classes.eyebrow}>나에게 딱 맞는 운동, 핏포미</span>
          <h1 className={classes.title}>
            <span className={classes.accent}>AI 기반</span>의 정확하고 빠른 <br />
            맞춤 운동 추천
          </h1>
          <p className={classes.lead}>
            몸 상태와 운동 부위, 사용할 수 있는 기구만 알려 주세요. 핏포미가 지금 나에게 필요한 운동과 무게, 횟수, 세트를 골라 드려요.
          </p>
          <Button mt={32} size="lg" rightSection={<IconArrowDown size={20} />} onClick={onStart}>
            지금 시작하기
          </Button>
        </div>
        <HomeHeroVisual />
      </Container>
    </section>
  );
}
