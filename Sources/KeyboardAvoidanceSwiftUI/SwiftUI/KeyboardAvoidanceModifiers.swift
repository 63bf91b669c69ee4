#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || KEYBOARD_AVOIDANCE_TYPECHECK)
  import KeyboardAvoidance
  import SwiftUI

  /// The screen: a root that the engine may shift, the keyboard observed, SwiftUI's own keyboard
  /// region turned off so that only the engine moves anything.
  @available(iOS 18, visionOS 2, *)
  struct KeyboardAvoidanceScreenModifier: ViewModifier {
    var settings: AvoidanceSettings
    var options: AvoidanceOptions
    @State private var coordinator = KeyboardScreenCoordinator()
    @State private var applied = AppliedValues()

    func body(content: Content) -> some View {
      let coordinator = coordinator
      let root: ViewID = "root"
      return
        content
        .coordinateSpace(.named(KeyboardAvoidanceContext.space(of: root)))
        .environment(
          \.keyboardAvoidanceContext,
          KeyboardAvoidanceContext(coordinator: coordinator, parent: root, applied: applied)
        )
        .offset(y: applied.rootOffset)
        .onGeometryChange(for: RootGeometry.self) { proxy in
          RootGeometry(frame: proxy.frame(in: .global), safeArea: proxy.safeAreaInsets)
        } action: { geometry in
          coordinator.rootDidChange(frame: geometry.frame, safeArea: geometry.safeArea)
        }
        .background(alignment: .center) { KeyboardTrackingView(coordinator: coordinator) }
        // SwiftUI's keyboard region off: the engine alone moves the screen for the keyboard
        // (SafeAreaRegions.keyboard; ignoresSafeArea(_:edges:)).
        .ignoresSafeArea(.keyboard, edges: .bottom)
        .onAppear {
          coordinator.settings = settings
          coordinator.rootOptions = options
          let state = $applied
          coordinator.publish = { values, animation in
            withAnimation(animation) { state.wrappedValue = values }
          }
          coordinator.start()
        }
        .onDisappear { coordinator.stop() }
    }
  }

  /// The root's geometry as one equatable value.
  @available(iOS 18, visionOS 2, *)
  struct RootGeometry: Equatable, Sendable {
    var frame: CGRect
    var safeArea: EdgeInsets
  }

  /// A view the host core knows: it reports its frame in its parent's space, measured outside its
  /// own offset, and names a space for its children inside that offset.
  @available(iOS 18, visionOS 2, *)
  struct ReportingModifier: ViewModifier {
    /// The view's identity; `nil` for one of its own, made once for as long as the view lives.
    var id: ViewID?
    var kind: ViewKind
    var options: AvoidanceOptions
    @Environment(\.keyboardAvoidanceContext) private var context
    // State keeps its first value for the view's lifetime
    // (https://developer.apple.com/documentation/swiftui/state).
    @State private var ownID = ViewID.unique("rider")

    func body(content: Content) -> some View {
      let context = context
      let id = id ?? ownID
      let kind = kind
      let options = options
      let parentSpace = KeyboardAvoidanceContext.space(of: context?.parent ?? "root")
      return
        content
        .coordinateSpace(.named(KeyboardAvoidanceContext.space(of: id)))
        .environment(\.keyboardAvoidanceContext, context?.entering(id))
        .offset(y: context?.applied.riderOffsets[id] ?? 0)
        .onGeometryChange(for: CGRect.self) { proxy in
          proxy.frame(in: .named(parentSpace))
        } action: { frame in
          guard let context else { return }
          context.coordinator.report(
            ViewReport(
              id: id, parent: context.parent, kind: kind, frame: Rect(frame), options: options))
        }
        .onDisappear { context?.coordinator.viewDidDisappear(id) }
    }
  }

  /// A scroll view the engine scrolls and insets: its offset through a `ScrollPosition`, its
  /// bottom margins through `contentMargins`, its geometry and phase reported.
  @available(iOS 18, visionOS 2, *)
  struct KeyboardAvoidingScrollModifier: ViewModifier {
    /// The scroll view's identity; `nil` for one of its own, made once for as long as the view
    /// lives.
    var id: ViewID?
    var options: AvoidanceOptions
    @Environment(\.keyboardAvoidanceContext) private var context
    // State keeps its first value for the view's lifetime
    // (https://developer.apple.com/documentation/swiftui/state).
    @State private var ownID = ViewID.unique("scroll")
    @State private var position = ScrollPosition(idType: Never.self)
    @State private var geometry = ReportedScrollGeometry(
      contentOffset: Point(x: 0, y: 0), contentSize: Size(width: 0, height: 0))

    func body(content: Content) -> some View {
      let context = context
      let id = id ?? ownID
      let options = options
      let parentSpace = KeyboardAvoidanceContext.space(of: context?.parent ?? "root")
      let applied = context?.applied ?? AppliedValues()
      let geometryState = $geometry
      return
        content
        .scrollPosition($position, anchor: nil)
        .contentMargins(
          .bottom, CGFloat(applied.contentMargins[id]?.bottom ?? 0), for: .scrollContent
        )
        .contentMargins(
          .bottom, CGFloat(applied.indicatorMargins[id]?.bottom ?? 0), for: .scrollIndicators
        )
        // Each write of the offset is a request of its own, even of the offset written last
        // (after the user scrolled away): the count of writes changes where the offset may not.
        .onChange(of: applied.scrollRequestSerials[id]) { _, _ in
          guard let offset = applied.contentOffsets[id],
            offset != geometryState.wrappedValue.contentOffset
          else { return }
          position.scrollTo(x: CGFloat(offset.x), y: CGFloat(offset.y))
        }
        .onScrollGeometryChange(for: ReportedScrollGeometry.self) { scroll in
          ReportedScrollGeometry(
            contentOffset: Point(scroll.contentOffset), contentSize: Size(scroll.contentSize),
            contentInsets: Insets(scroll.contentInsets))
        } action: { _, scroll in
          geometryState.wrappedValue = scroll
          guard let context else { return }
          // No frame: the core keeps the one last reported by the frame's own modifier below.
          context.coordinator.report(
            ViewReport(
              id: id, parent: context.parent, kind: .scroll, frame: nil, scroll: scroll,
              options: options))
        }
        .onScrollPhaseChange { _, phase in
          context?.coordinator.scrollPhaseDidChange(
            id, to: phase, geometry: geometryState.wrappedValue)
        }
        .coordinateSpace(.named(KeyboardAvoidanceContext.space(of: id)))
        .environment(\.keyboardAvoidanceContext, context?.entering(id))
        .onGeometryChange(for: CGRect.self) { proxy in
          proxy.frame(in: .named(parentSpace))
        } action: { frame in
          guard let context else { return }
          // The frame alone: the core keeps the scroll geometry last reported.
          context.coordinator.report(
            ViewReport(
              id: id, parent: context.parent, kind: .scroll, frame: Rect(frame), options: options))
        }
        // SwiftUI's own keyboard inset off for this scroll view: the engine's margins replace it.
        .ignoresSafeArea(.keyboard, edges: .bottom)
        .onDisappear { context?.coordinator.viewDidDisappear(id) }
    }
  }

  /// Previous/Next focus: the `FocusState` reported, the engine's choice written back.
  @available(iOS 18, visionOS 2, *)
  struct KeyboardNavigationModifier<Value: Hashable & CaseIterable & Sendable>: ViewModifier {
    var focus: FocusState<Value?>.Binding
    @Environment(\.keyboardAvoidanceContext) private var context

    func body(content: Content) -> some View {
      let context = context
      let focus = focus
      return
        content
        // `initial: true`: a field focused as the screen appears (`defaultFocus`, `onAppear`)
        // is reported too (onChange(of:initial:_:),
        // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg).
        .onChange(of: focus.wrappedValue, initial: true) { _, value in
          context?.coordinator.focusDidChange(to: value.map(ViewID.init(focusValue:)))
        }
        // Each request is one of its own, even for the field asked for last.
        .onChange(of: context?.applied.focusRequestSerial) { _, _ in
          guard let request = context?.applied.focusRequest else { return }
          focus.wrappedValue = Value.allCases.first { ViewID(focusValue: $0) == request }
        }
        .onAppear {
          for (index, value) in Value.allCases.enumerated() {
            context?.coordinator.order[ViewID(focusValue: value)] = index
          }
        }
    }
  }

  @available(iOS 18, visionOS 2, *)
  extension View {
    /// Makes this view a keyboard-avoiding screen: the engine reveals its focused fields, moves
    /// its riders and insets its scroll views, and SwiftUI's own keyboard region is turned off
    /// for it so that nothing moves twice.
    ///
    /// Put it on the screen's root, once; mark the scroll views with ``keyboardAvoiding(_:id:)``,
    /// the fields with ``keyboardField(_:isEditor:options:)``, and report the screen's
    /// `FocusState` with ``keyboardNavigation(_:)``, without which no field is revealed.
    public func keyboardAvoidanceScreen(
      settings: AvoidanceSettings = AvoidanceSettings(),
      options: AvoidanceOptions = AvoidanceOptions()
    ) -> some View {
      modifier(KeyboardAvoidanceScreenModifier(settings: settings, options: options))
    }

    /// Makes this `ScrollView` one the engine scrolls and insets for the keyboard, in place of
    /// SwiftUI's keyboard inset.
    ///
    /// `id` names the scroll view in the engine's tree and in recordings; without one, the
    /// scroll view gets an identity of its own for as long as it lives, so that two unnamed
    /// scroll views on a screen stay two. Two views given the same `id` are one to the engine.
    public func keyboardAvoiding(
      _ options: AvoidanceOptions = AvoidanceOptions(), id: String? = nil
    )
      -> some View
    {
      modifier(KeyboardAvoidingScrollModifier(id: id.map { ViewID($0) }, options: options))
    }

    /// Makes this `ScrollView` a list that lifts its content with the keyboard (a chat), by the
    /// policy given (AVOIDANCE v1.3 `keyboardLift`). `id` is as in ``keyboardAvoiding(_:id:)``.
    public func keyboardLift(_ lift: KeyboardLift, id: String? = nil) -> some View {
      keyboardAvoiding(AvoidanceOptions(keyboardLift: lift), id: id)
    }

    /// Marks a field or editor the engine reveals when it is focused; `value` is the
    /// `FocusState` value that focuses it. An editor (`TextEditor`, a vertical `TextField`) is
    /// revealed by its caret where its text view posts UIKit's text notifications, else whole.
    ///
    /// The engine learns which field is focused only from ``keyboardNavigation(_:)``: a screen
    /// whose fields are to be revealed needs it, with the `FocusState` binding that `value`
    /// belongs to. The field's identity is `"field:"` and `value` as it prints, so values of
    /// one `FocusState` type must print differently.
    public func keyboardField(
      _ value: some Hashable, isEditor: Bool = false, options: AvoidanceOptions = AvoidanceOptions()
    ) -> some View {
      modifier(
        ReportingModifier(
          id: ViewID(focusValue: value), kind: isEditor ? .textView : .textField, options: options))
    }

    /// Makes this view ride the keyboard (a chat's composer, a button bar): it moves up with the
    /// keyboard, and follows a finger that drags the keyboard down (a drag of a scroll view with
    /// `scrollDismissesKeyboard(.interactively)`). `id` is as in ``keyboardAvoiding(_:id:)``.
    public func ridesKeyboard(id: String? = nil) -> some View {
      modifier(
        ReportingModifier(
          id: id.map { ViewID($0) }, kind: .view, options: AvoidanceOptions(followsKeyboard: true)))
    }

    /// Reports the screen's `FocusState` to the engine, so that Previous and Next
    /// (``KeyboardNavigationBar``) follow its fields, in the order of `Value`'s cases where they
    /// sit at the same place, and writes the engine's choice back into it.
    ///
    /// It is also how the engine learns the focus at all: the fields marked with
    /// ``keyboardField(_:isEditor:options:)`` are revealed only on a screen that reports its
    /// `FocusState` with it. A field focused as the screen appears (`defaultFocus(_:_:)`, a
    /// focus set in `onAppear`) is reported too, and revealed once it has reported its frame.
    public func keyboardNavigation<Value: Hashable & CaseIterable & Sendable>(
      _ focus: FocusState<Value?>.Binding
    ) -> some View {
      modifier(KeyboardNavigationModifier(focus: focus))
    }
  }
#endif
