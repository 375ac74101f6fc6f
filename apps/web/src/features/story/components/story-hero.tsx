interface StoryHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
}

/** The opening band of the story and team pages. */
export function StoryHero({ eyebrow, title, lead }: StoryHeroProps) {
  return (
    <section className="story-hero">
      <div className="container">
        <span className="eyebrow">{eyebrow}</span>
        <h1>{title}</h1>
        <p className="story-hero__lead">{lead}</p>
      </div>
    </section>
  );
}
