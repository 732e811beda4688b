// A course's progress bar with its percentage in words.
export default function CourseProgress({ percent }: { percent: number }) {
  return (
    <span className="course-progress">
      <progress max={100} value={percent} aria-label="Course progress" />
      <span className="muted" data-testid="course-progress">{percent}% complete</span>
    </span>
  );
}
