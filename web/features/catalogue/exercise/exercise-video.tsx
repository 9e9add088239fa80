import { AspectRatio, Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandYoutubeFilled, IconExternalLink } from '@tabler/icons-react';
import { youtubeEmbedUrl, youtubeSearchUrl } from './youtube';

/**
 * The stored video when there is one; otherwise a YouTube search for the Korean name (no invented ids): a box on
 * the exercise page, only the link where the movement picture already shows (`compact`).
 */
export function ExerciseVideo({ name, videoLink, compact = false }: { name: string; videoLink: string | null; compact?: boolean }) {
  const embed = youtubeEmbedUrl(videoLink);
  if (embed) {
    return (
      <AspectRatio ratio={16 / 9} style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}>
        <iframe
          src={embed}
          title={`${name} 운동 영상`}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          // The site sends no referrer at all; YouTube refuses embeds that arrive without one.
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
        />
      </AspectRatio>
    );
  }
  const search = (
    <Button
      component="a"
      href={youtubeSearchUrl(name)}
      target="_blank"
      rel="noopener noreferrer"
      variant={compact ? 'subtle' : 'default'}
      radius="xl"
      leftSection={compact ? <IconBrandYoutubeFilled size={18} aria-hidden /> : undefined}
      rightSection={<IconExternalLink size={16} aria-hidden />}
      mt={compact ? 0 : 4}
    >
      YouTube에서 보기
    </Button>
  );
  if (compact) return search;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconBrandYoutubeFilled size={30} />
        </ThemeIcon>
        <Text fw={700}>아직 등록된 영상이 없어요</Text>
        <Text fz={14} c="dimmed">
          YouTube에서 ‘{name}’ 영상을 찾아볼 수 있어요.
        </Text>
        {search}
      </Stack>
    </Paper>
  );
}
