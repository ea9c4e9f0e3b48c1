extension AreaFieldMachine.Event: TextFieldEvent {}
