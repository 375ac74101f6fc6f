import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { StoryLayout, StorySection } from './components/story-layout';
import './story.css';

/** Team sections take on their visible style once 10 % of them is in view. */
const TEAM_THRESHOLD = 0.1;

const TEAM = [
  {
    name: 'Maya Okafor',
    role: 'Co-founder, nutrition lead',
    bio: 'Registered dietitian who turned years of hand-written meal plans into the rules behind every Thrive diet.',
    hue: 152,
  },
  {
    name: 'Daniel Reyes',
    role: 'Co-founder, engineering',
    bio: 'Builds the planner and the plan generator, and will talk about linear programming at any dinner party.',
    hue: 32,
  },
  {
    name: 'Eleni Papadaki',
    role: 'Head of recipes',
    bio: 'Grew up on Crete and cooks every Aegean recipe twice before it ships: once by the book, once in a hurry.',
    hue: 205,
  },
  {
    name: 'Arjun Mehta',
    role: 'Yoga and mobility',
    bio: 'Certified yoga teacher who writes our pose guides and insists that a five-minute practice still counts.',
    hue: 280,
  },
  {
    name: 'Sofia Lindqvist',
    role: 'Strength coach',
    bio: 'Curates the exercise library and keeps the gym section honest about form, rest and progress.',
    hue: 350,
  },
  {
    name: 'Kwame Asante',
    role: 'Design and accessibility',
    bio: 'Makes sure every screen works with a keyboard, a screen reader and a thumb on a crowded bus.',
    hue: 100,
  },
] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function TeamPage() {
  useDocumentTitle('Our Team');
  return (
    <StoryLayout
      eyebrow="The people behind Thrive"
      title="Our Team"
      lead="Six people, one shared kitchen table: we write the recipes, plan the menus, teach the poses and build the app you use to bring it all together."
    >
      <StorySection threshold={TEAM_THRESHOLD} id="team-members" title="Meet the team">
        <ul className="team">
          {TEAM.map(({ name, role, bio, hue }) => (
            <li key={name} className="card team__card">
              <span
                className="team__avatar"
                aria-hidden="true"
                style={{ background: `linear-gradient(135deg, hsl(${hue} 60% 88%), hsl(${hue} 55% 72%))` }}
              >
                {initials(name)}
              </span>
              <h3>{name}</h3>
              <p className="team__role">{role}</p>
              <p>{bio}</p>
            </li>
          ))}
        </ul>
      </StorySection>

      <StorySection
        threshold={TEAM_THRESHOLD}
        id="team-contact"
        title="Want to work with us, or just say hello?"
        className="story-cta"
      >
        <p>We read every message, whether it is a recipe idea, a bug or a partnership.</p>
        <Link to="/contact" className="btn btn-accent">
          <Mail size={18} aria-hidden="true" /> Contact us
        </Link>
      </StorySection>
    </StoryLayout>
  );
}

export { TeamPage as Component };
