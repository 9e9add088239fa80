import { createFileRoute } from '@tanstack/react-router';
import { HomeBanner } from './-components/home-banner';
import { HomeSearch } from './-components/home-search';
import { ServiceCards } from './-components/service-cards';

export const Route = createFileRoute('/')({
  component: HomePage,
});

const SERVICES_ID = 'services';

function HomePage() {
  const scrollToServices = () => document.getElementById(SERVICES_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <>
      <HomeBanner onStart={scrollToServices} />
      <ServiceCards id={SERVICES_ID} />
      <HomeSearch />
    </>
  );
}
