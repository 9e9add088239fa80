import { Container, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SERVICES } from '../../lib/paths';
import { Logo } from '../logo';
import classes from './footer.module.css';

const CREDITS = [
  { role: '기획', name: '핏포미 팀' },
  { role: '디자인', name: '핏포미 팀' },
  { role: '개발', name: '핏포미 팀' },
];
const CONTACT = 'fitforme@fitforme.kr';

export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.grid}>
          <div>
            <Logo inverted />
            <Text mt="md" fz={14} c="gray.5">
              AI 기반의 정확하고 빠른 맞춤 운동 추천
            </Text>
          </div>
          <section aria-labelledby="footer-services">
            <h2 id="footer-services" className={classes.heading}>
              서비스
            </h2>
            <ul className={`${classes.list} ${classes.links}`}>
              {SERVICES.map((s) => (
                <li key={s.to}>
                  <Link to={s.to} className={classes.link}>
                    {s.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-team">
            <h2 id="footer-team" className={classes.heading}>
              만든 사람들
            </h2>
            <ul className={classes.list}>
              {CREDITS.map((c) => (
                <li key={c.role}>
                  {c.role} · {c.name}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={classes.heading}>
              문의
            </h2>
            {/* Its name says what it does in Korean and still contains what it shows (WCAG 2.5.3). */}
            <a href={`mailto:${CONTACT}`} className={classes.link} style={{ marginTop: '-1rem' }}>
              <VisuallyHidden>문의 메일 보내기: </VisuallyHidden>
              {CONTACT}
            </a>
          </section>
        </div>
        <div className={classes.bottom}>© {new Date().getFullYear()} FitForMe. All rights reserved.</div>
      </Container>
    </footer>
  );
}
