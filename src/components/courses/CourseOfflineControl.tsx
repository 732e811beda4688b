// The course screen's "Available offline" control (issue 10): owned by the media work; renders nothing until it lands.
export interface CourseOfflineControlProps {
  courseId: number;
}

export function CourseOfflineControl(_props: CourseOfflineControlProps): null {
  return null;
}
