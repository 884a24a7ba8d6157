export interface TextParagraphsProps {
  text: string;
  className?: string;
}

/** Plain CMS text as paragraphs: blank lines separate paragraphs, single newlines stay line breaks. */
export function TextParagraphs({ text, className }: TextParagraphsProps) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph
            .split('\n')
            .flatMap((line, lineIndex) => (lineIndex === 0 ? [line] : [<br key={lineIndex} />, line]))}
        </p>
      ))}
    </>
  );
}
