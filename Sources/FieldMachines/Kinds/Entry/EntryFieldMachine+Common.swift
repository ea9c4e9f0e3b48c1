extension EntryFieldMachine.Event: TextFieldEvent {}
