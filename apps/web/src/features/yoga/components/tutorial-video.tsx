import { useState } from 'react';
import { PlayCircle } from 'lucide-react';
import { VIDEO_EMBED_HEIGHT, VIDEO_EMBED_ORIGIN, YOGA_MESSAGES } from '@thrive/contract';
import { usePoseTutorial } from '../api/search-pose-tutorial';

/**
 * The pose's tutorial, if one was found. Nothing is loaded from YouTube until the person asks
 * for it: the player comes from the privacy-enhanced host only after the click.
 */
export function TutorialVideo({ poseName }: { poseName: string }) {
  const tutorial = usePoseTutorial(poseName);
  const [playing, setPlaying] = useState(false);

  if (tutorial.isPending) {
    return (
      <p className="tutorial-video__state" role="status">
        {YOGA_MESSAGES.videoLoading}
      </p>
    );
  }
  const video = tutorial.data;
  if (!video) return <p className="tutorial-video__state">{YOGA_MESSAGES.noTutorial}</p>;
  if (playing) {
    return (
      <iframe
        className="tutorial-video__player"
        src={`${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(video.id)}?autoplay=1&rel=0`}
        title={video.title}
        height={VIDEO_EMBED_HEIGHT}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      className="tutorial-video__poster"
      style={{ height: VIDEO_EMBED_HEIGHT }}
      onClick={() => setPlaying(true)}
    >
      <PlayCircle size={56} aria-hidden="true" />
      <span className="tutorial-video__title">Play tutorial: {video.title}</span>
      {video.channel ? (
        <span className="tutorial-video__note">{video.channel} · plays from YouTube</span>
      ) : (
        <span className="tutorial-video__note">Plays from YouTube</span>
      )}
    </button>
  );
}
