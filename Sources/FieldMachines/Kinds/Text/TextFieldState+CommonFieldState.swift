extension TextFieldState: CommonFieldState {}
